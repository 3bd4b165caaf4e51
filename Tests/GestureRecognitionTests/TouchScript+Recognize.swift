import GestureRecognition
import _TestSupport

extension TouchScript {
    func recognize(_ configuration: RecognitionConfiguration = .default, progress: PanProgress? = nil) -> [Gesture] {
        GestureRecognizer.recognize(events, configuration: configuration, progress: progress)
    }
}

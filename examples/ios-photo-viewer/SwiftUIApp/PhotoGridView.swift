import SwiftUI
import TraceRecording

/// A grid of photos; a tap opens one in a viewer that grows from the middle of the screen. A tap
/// on the viewer closes it, reversing an opening under way; dragging it down closes it with the
/// finger, and releasing it early sends it back.
struct PhotoGridView: View {
    @State private var selected: Int?
    @State private var openness = 0.0
    @State private var transition = ViewerTransitionRecording()

    var body: some View {
        ZStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 96), spacing: 2)], spacing: 2) {
                    ForEach(0..<Photos.count, id: \.self) { index in
                        color(index)
                            .aspectRatio(1, contentMode: .fit)
                            .traceTarget("cell:\(index)", in: Recording.regions)
                            .onTapGesture { open(index) }
                    }
                }
            }
            if let selected {
                color(selected)
                    .ignoresSafeArea()
                    .scaleEffect(0.3 + 0.7 * openness)
                    .opacity(openness)
                    .traceTarget("viewer", in: Recording.regions)
                    .onTapGesture { animate(open: false) }
                    .gesture(
                        DragGesture()
                            .onChanged { drag in
                                openness = max(0, min(1, 1 - drag.translation.height / 400))
                                transition.follow(openness: openness, index: selected)
                            }
                            .onEnded { drag in animate(open: drag.translation.height < 120) })
            }
        }
        // SwiftUI's identifiers never reach UIView: targets come from the `.traceTarget` regions.
        .onAppear { GestureTrace.capture?.touches.targetResolver = { Recording.regions.target(at: $0) } }
    }

    private func color(_ index: Int) -> Color {
        Color(hue: Photos.hue(index), saturation: 0.55, brightness: 0.9)
    }

    private func open(_ index: Int) {
        selected = index
        animate(open: true)
    }

    /// The view animation and, with the same duration and curve, its recording.
    private func animate(open: Bool) {
        guard let selected else { return }
        withAnimation(.easeInOut(duration: ViewerTransitionRecording.duration)) { openness = open ? 1 : 0 }
        transition.animate(open: open, index: selected)
    }
}

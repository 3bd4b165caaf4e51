import TraceRecording
import UIKit

/// A grid of photos; selecting one opens it in the viewer (`ViewerTransition`).
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let transition = ViewerTransition()

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 96, height: 96)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = self
        grid.delegate = self
        view.addSubview(grid)
        transition.attach(to: view)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.backgroundColor = Photos.color(indexPath.item)
        cell.accessibilityIdentifier = "cell:\(indexPath.item)"  // the touch's target
        return cell
    }

    /// Called on touch-up: the intent was labelled at touch-down (`Recording`); the transition's
    /// cause is the tap on this cell.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let cell = collectionView.cellForItem(at: indexPath) else { return }
        let cause = (view.window as? RecordingWindow)?.touches.cause(ofTouchesOn: cell)
        transition.open(
            indexPath.item, color: Photos.color(indexPath.item), from: cell.convert(cell.bounds, to: view),
            cause: cause)
    }
}

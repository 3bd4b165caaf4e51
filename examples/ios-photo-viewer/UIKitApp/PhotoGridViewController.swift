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
        cell.accessibilityIdentifier = "gt.cell:\(indexPath.item)"  // written as target "cell:N"
        return cell
    }

    /// A photo opens in the viewer (a custom animator: one line records it, `ViewerTransition`);
    /// a long list pushes a detail screen and shows a sheet, recorded with no code.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let cell = collectionView.cellForItem(at: indexPath) else { return }
        if indexPath.item % 2 == 0 {
            transition.open(
                indexPath.item, color: Photos.color(indexPath.item), from: cell.convert(cell.bounds, to: view))
        } else if indexPath.item % 3 == 0 {
            present(UIViewController(nibName: nil, bundle: nil), animated: true)  // a sheet: drag it down
        } else {
            navigationController?.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: true)
        }
    }
}

extension String {
    /// The first `width` characters, padded with spaces to `width`: a left-aligned column of the
    /// printed tables (gesture kinds, task names).
    func fitted(toWidth width: Int) -> String {
        let head = prefix(width)
        return head + String(repeating: " ", count: width - head.count)
    }
}

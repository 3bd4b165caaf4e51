/// Left or right, for browsing pans.
package enum HorizontalSide: String, Sendable, Hashable, CaseIterable {
    case left, right
}

// The Objective-C root class and protocol, as a Clang module, so that the Swift stubs' classes
// derive from a real Objective-C class and `@objc` type-checks with -enable-objc-interop on
// Linux. Re-exported by the ObjectiveC stub (Tests/AppleStubs/README.md).

#pragma clang assume_nonnull begin

// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
@protocol NSObject
@end

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
@interface NSObject <NSObject>
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
- (instancetype)init;
@end

#pragma clang assume_nonnull end

import Foundation
import PlumbLayout

extension PathError {
    /// Why a file operation failed, in the system's words (`Not a directory`, `Permission denied`):
    /// the POSIX error under Foundation's, never Foundation's own wording (`NSCocoaErrorDomain
    /// error 512`, `The file “x” doesn’t exist.`).
    public static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        // On Linux the underlying error arrives as a Swift error: bridge it rather than cast it.
        if let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
           underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        switch error.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return String(cString: strerror(ENOENT))
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return String(cString: strerror(EACCES))
        case NSFileWriteOutOfSpaceError: return String(cString: strerror(ENOSPC))
        case NSFileWriteVolumeReadOnlyError: return String(cString: strerror(EROFS))
        case NSFileWriteFileExistsError: return String(cString: strerror(EEXIST))
        default: return "the system refused the operation"
        }
    }
}

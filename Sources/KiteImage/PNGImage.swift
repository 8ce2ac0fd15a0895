import CPNG

/// An 8-bit straight-alpha RGBA image, rows top first, read from and written to PNG with libpng.
public struct PNGImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)x\(height) RGBA")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The RGBA bytes of pixel (x, y).
    public subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Writes the image to `path` as an RGBA PNG through `OutputFile`: never deleting or replacing what is there
    /// unless it is a regular file (libpng's own `png_image_write_to_file` removes the path when a write fails,
    /// which deleted `/dev/full`).
    public func write(to path: String) throws {
        do {
            try OutputFile.write(try encoded(path: path), to: path)
        } catch let error as OutputFileError {
            throw PNGError(path: path, message: error.reason)
        }
    }

    /// The PNG file's bytes; `path` only names the image in errors.
    public func encoded(path: String = "image") throws(PNGError) -> [UInt8] {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        // One pass into a buffer of libpng's upper bound on the stream (PNG_IMAGE_PNG_SIZE_MAX, a macro Swift
        // cannot import: the raw rows with their filter bytes, zlib's worst-case growth, chunk headers), instead
        // of the documented measure-then-write pair, which compressed everything twice: on a 2000 x 2000 image of
        // fine detail zlib was most of `kite render`'s time. PNG_IMAGE_FLAG_FAST chooses zlib's speed over size.
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        let raw = height * (width * 4 + 1)
        let zlibBound = raw + (raw + 7) >> 3 + (raw + 63) >> 6 + 11
        var size = 8 + 25 + 16 + 44 + 12 + 12 + 12 * (zlibBound / 8192 + 1) + zlibBound
        var output = [UInt8](repeating: 0, count: size)
        let ok = output.withUnsafeMutableBytes { out in
            pixels.withUnsafeBytes { bytes in
                png_image_write_to_memory(
                    &image, out.baseAddress, &size, 0, bytes.baseAddress, png_int_32(width * 4), nil)
            }
        }
        guard ok != 0 else { throw PNGError(path: path, message: Self.message(&image)) }
        return Array(output.prefix(size))
    }

    /// Reads an image from `path`, converting any PNG colour type to RGBA.
    public init(contentsOf path: String) throws {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw PNGError(path: path, message: Self.message(&image))
        }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var buffer = [UInt8](repeating: 0, count: Int(image.width * image.height * 4))
        let ok = buffer.withUnsafeMutableBytes { bytes in
            png_image_finish_read(&image, nil, bytes.baseAddress, png_int_32(image.width * 4), nil)
        }
        guard ok != 0 else { throw PNGError(path: path, message: Self.message(&image)) }
        self.init(width: Int(image.width), height: Int(image.height), pixels: buffer)
    }

    private static func message(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// libpng could not read or write a file.
public struct PNGError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "PNG \(path): \(message)" }
}

import CGLES3
import KiteGL
import KiteGLTestSupport
import Testing

@testable import KiteRender

/// The test-only poisoning of texture storage a frame leaves unwritten (`UnwrittenTexels`,
/// `SceneRenderer.poisonsUnwrittenStorage`) writes 0xFF exactly where nothing was uploaded, in the edge, mask and
/// shadow textures alike: without it `PoisonedStorageTests` would compare two renderers drawing from the same
/// zeroed storage.
extension OnGL {
    @Suite struct UnwrittenTexelsTests {
        /// Bytes 1...250 over and over: none is 0 (llvmpipe's fresh storage) nor 0xFF (the poison).
        static func marked(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(1 + $0 % 250) } }

        /// Rows 2..<5 of a 5-texel-wide R8 and a 3-texel-wide RGBA8 texture (rows of 5 and 12 bytes) filled under
        /// each unpack alignment: those rows read 0xFF, the rows before and after keep their bytes.
        @Test(arguments: [1, 2, 4, 8])
        func fillsOnlyTheRowsNamedUnderEveryAlignment(alignment: Int) throws {
            let context = try OffscreenGL.context()
            defer { withExtendedLifetime(context) {} }
            for (width, channels, format, internalFormat) in [(5, 1, GL_RED, GL_R8), (3, 4, GL_RGBA, GL_RGBA8)] {
                let height = 6
                let uploaded = Self.marked(width * height * channels)
                var texture: GLuint = 0
                glGenTextures(1, &texture)
                defer { glDeleteTextures(1, &texture) }
                glBindTexture(GLenum(GL_TEXTURE_2D), texture)
                glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
                glTexImage2D(
                    GLenum(GL_TEXTURE_2D), 0, internalFormat, GLsizei(width), GLsizei(height), 0, GLenum(format),
                    GLenum(GL_UNSIGNED_BYTE), uploaded)
                glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), GLint(alignment))
                UnwrittenTexels.fill(
                    rows: 2..<5, width: width, bytesPerTexel: channels, format: format, type: GL_UNSIGNED_BYTE)
                glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
                #expect(glGetError() == GLenum(GL_NO_ERROR))
                let texels = TextureTexels.bytes(texture, width: width, height: height)
                for y in 0..<height {
                    for x in 0..<width {
                        let read = Array(texels[((y * width + x) * 4)...].prefix(channels))
                        let expected =
                            (2..<5).contains(y)
                            ? [UInt8](repeating: 0xFF, count: channels)
                            : Array(uploaded[((y * width + x) * channels)...].prefix(channels))
                        #expect(read == expected, "\(channels) channels, texel (\(x), \(y)), alignment \(alignment)")
                    }
                }
            }
        }

        /// A mask upload of three rows grows the texture to four: with poisoning the fourth row reads full coverage
        /// and the three uploaded rows their bytes.
        @Test func maskTexturePoisonsTheRowsPastItsUpload() throws {
            let context = try OffscreenGL.context()
            defer { withExtendedLifetime(context) {} }
            let masks = MaskTexture()
            masks.poisonsUnwritten = true
            let width = MaskTexture.width
            let uploaded = Self.marked(2 * width + 10)
            masks.upload(uploaded)
            let texels = TextureTexels.bytes(masks.texture, width: width, height: 4)
            let red = stride(from: 0, to: texels.count, by: 4).map { texels[$0] }
            #expect(Array(red[..<uploaded.count]) == uploaded)
            #expect(red[uploaded.count..<(3 * width)].allSatisfy { $0 == 0 }, "the last uploaded row's padding")
            #expect(red[(3 * width)...].allSatisfy { $0 == 0xFF })
        }

        /// An edge upload of three rows grows the texture to four: with poisoning the fourth row reads NaN and the
        /// uploaded rows their edges (skipped where float textures cannot be read back).
        @Test func edgeTexturePoisonsTheRowsPastItsUpload() throws {
            let context = try OffscreenGL.context()
            defer { withExtendedLifetime(context) {} }
            let edgeTexture = EdgeTexture()
            edgeTexture.poisonsUnwritten = true
            let width = EdgeTexture.width
            let edges = (0..<(3 * width)).map { SIMD4<Float>(Float($0), 1, 2, -Float($0)) }
            edgeTexture.upload(edges)
            guard let texels = TextureTexels.floats(edgeTexture.texture, width: width, height: 4) else { return }
            #expect(Array(texels[..<edges.count]) == edges)
            #expect(texels[edges.count...].allSatisfy { $0.x.isNaN && $0.y.isNaN && $0.z.isNaN && $0.w.isNaN })
        }

        /// New shadow textures (odd sizes: rows of 28 bytes) read opaque white everywhere with poisoning.
        @Test func shadowTargetPoisonsItsNewTextures() throws {
            let context = try OffscreenGL.context()
            defer { withExtendedLifetime(context) {} }
            let shadows = ShadowTarget()
            shadows.poisonsUnwritten = true
            shadows.ensure(width: 7, height: 5)
            for texture in shadows.textures {
                #expect(TextureTexels.bytes(texture, width: 7, height: 5).allSatisfy { $0 == 0xFF })
            }
        }
    }
}

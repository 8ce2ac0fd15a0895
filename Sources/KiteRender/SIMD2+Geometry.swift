// Single-precision vector helpers with GLSL's names, so the CPU twins read like the shaders they mirror.

func dot(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float { a.x * b.x + a.y * b.y }
func length(_ a: SIMD2<Float>) -> Float { dot(a, a).squareRoot() }
func normalize(_ a: SIMD2<Float>) -> SIMD2<Float> { a / length(a) }

// Affine expressions written in non-canonical forms. mlir-opt's printing
// (tests/corpus/ir/mlir-opt/roundtrip/affine_map_simplification.mlir)
// shows what MLIR's simplification, applied as each expression is built,
// makes of them: constants fold, floordiv/ceildiv/mod by 1 and of
// multiples simplify, d0 + d0 becomes d0 * 2, -(-d0) becomes d0; but terms
// that cancel only across a longer sum are kept (d2 - d1 + d0 - d2 + d1,
// d0 * 2 + s0 - s0), as is the extreme constant 2^62 coefficient.
// (`-9223372036854775807 - 1` is left out: mlir-opt 22 folds it to
// -9223372036854775808, which it then cannot parse: "constant too large
// for index".)
#m0 = affine_map<(d0) -> (d0 + d0)>
#m1 = affine_map<(d0, d1) -> (d1 + d0 + 3 - 1)>
#m2 = affine_map<(d0) -> (3 floordiv 2, -7 floordiv 2, 7 ceildiv 2, -7 ceildiv 2, -7 mod 3, 7 mod 3)>
#m3 = affine_map<(d0) -> (d0 floordiv 1, d0 ceildiv 1, d0 mod 1)>
#m4 = affine_map<(d0) -> ((d0 * 4) floordiv 2, (d0 * 4) mod 2, (d0 * 6) ceildiv 3)>
#m5 = affine_map<(d0, d1) -> ((d0 * 8 + d1 * 4) floordiv 4, (d0 * 8 + 4) mod 4)>
#m6 = affine_map<(d0)[s0] -> (s0 + d0 * 2 - s0, -(d0 - s0))>
#m7 = affine_map<(d0, d1) -> (2 * (d0 + 3 * d1) - d0, (d0 * 3) * 5)>
#m8 = affine_map<(d0) -> ((d0 mod 4) mod 4, (d0 floordiv 4) floordiv 8, (d0 mod 8) floordiv 8)>
#m9 = affine_map<(d0)[s0, s1] -> (s1 * 2 + s0 + d0 * 0, (s0 + s1) * 3)>
#m10 = affine_map<(d0, d1, d2) -> (d2 - d1 + d0 - d2 + d1)>
#m11 = affine_map<(d0) -> (d0 * -1 + 5, -d0 * 3, -(-d0))>
#m12 = affine_map<(d0) -> ((d0 + 2) floordiv 2 - d0 floordiv 2)>
#m13 = affine_map<(d0)[s0] -> (d0 * s0 + d0 * s0, s0 * (d0 + 1))>
#m14 = affine_map<(d0)[s0] -> ((d0 * s0) floordiv s0, d0 mod s0)>
#m15 = affine_map<(d0) -> (9223372036854775807, -9223372036854775807, d0 * 4611686018427387904)>
#s0 = affine_set<(d0, d1) : (d0 + d0 - 2 >= 0, d1 * 3 - d1 == 0, d0 - d1 + 0 >= 0)>
#s1 = affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0, d0 floordiv 2 - 1 >= 0, (d0 mod 3) * 2 == 0)>

func.func private @maps() attributes {maps = [#m0, #m1, #m2, #m3, #m4, #m5, #m6, #m7, #m8, #m9,
                                              #m10, #m11, #m12, #m13, #m14, #m15],
                                      sets = [#s0, #s1]}

func.func @applies(%i: index, %j: index, %n: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> ((d0 + d1) * 2 - d1 - d1)>(%i, %j)
  %1 = affine.apply affine_map<(d0) -> ((d0 * 16 + 15) floordiv 16)>(%i)
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 - d0)>(%i)[%n]
  %3 = affine.apply affine_map<() -> (17 mod 5 + 4 ceildiv 3)>()
  return %0, %1, %2, %3 : index, index, index, index
}

// Builtin scalar types: index, signless/signed/unsigned integers of many
// widths, and the standard floating-point types.
module {
  func.func @integers(%i1: i1, %i7: i7, %i8: i8, %i16: i16, %i32: i32,
                      %i64: i64, %i128: i128, %wide: i1024) -> (i1, i64) {
    %x = arith.extui %i8 : i8 to i64
    %y = arith.extsi %i32 : i32 to i64
    %z = arith.addi %x, %y : i64
    %b = arith.trunci %i7 : i7 to i1
    %c = arith.andi %b, %i1 : i1
    return %c, %z : i1, i64
  }

  func.func private @signed_unsigned(si8, si32, si64, ui8, ui16, ui32, ui64) -> (si32, ui32)

  func.func @index_math(%n: index, %m: index) -> index {
    %c1 = arith.constant 1 : index
    %s = arith.addi %n, %m : index
    %t = arith.subi %s, %c1 : index
    return %t : index
  }

  func.func @floats(%h: f16, %b: bf16, %f: f32, %d: f64) -> f64 {
    %he = arith.extf %h : f16 to f32
    %be = arith.extf %b : bf16 to f32
    %s = arith.addf %he, %be : f32
    %t = arith.mulf %s, %f : f32
    %e = arith.extf %t : f32 to f64
    %r = arith.divf %e, %d : f64
    return %r : f64
  }

  func.func private @more_floats(f80, f128, tf32, f8E4M3FN, f8E5M2) -> ()
  func.func private @zero_width(i0, ui0, si0) -> ()
  func.func private @no_results()
  func.func private @none_type(none) -> none
}

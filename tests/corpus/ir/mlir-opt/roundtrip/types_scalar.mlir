module {
  func.func @integers(%arg0: i1, %arg1: i7, %arg2: i8, %arg3: i16, %arg4: i32, %arg5: i64, %arg6: i128, %arg7: i1024) -> (i1, i64) {
    %0 = arith.extui %arg2 : i8 to i64
    %1 = arith.extsi %arg4 : i32 to i64
    %2 = arith.addi %0, %1 : i64
    %3 = arith.trunci %arg1 : i7 to i1
    %4 = arith.andi %3, %arg0 : i1
    return %4, %2 : i1, i64
  }
  func.func private @signed_unsigned(si8, si32, si64, ui8, ui16, ui32, ui64) -> (si32, ui32)
  func.func @index_math(%arg0: index, %arg1: index) -> index {
    %c1 = arith.constant 1 : index
    %0 = arith.addi %arg0, %arg1 : index
    %1 = arith.subi %0, %c1 : index
    return %1 : index
  }
  func.func @floats(%arg0: f16, %arg1: bf16, %arg2: f32, %arg3: f64) -> f64 {
    %0 = arith.extf %arg0 : f16 to f32
    %1 = arith.extf %arg1 : bf16 to f32
    %2 = arith.addf %0, %1 : f32
    %3 = arith.mulf %2, %arg2 : f32
    %4 = arith.extf %3 : f32 to f64
    %5 = arith.divf %4, %arg3 : f64
    return %5 : f64
  }
  func.func private @more_floats(f80, f128, tf32, f8E4M3FN, f8E5M2)
  func.func private @zero_width(i0, ui0, si0)
  func.func private @no_results()
  func.func private @none_type(none) -> none
}


module {
  func.func @"quoted name with spaces"(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @names(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.addi %0, %arg2 : i32
    %2 = arith.addi %1, %arg3 : i32
    %3 = arith.addi %2, %arg4 : i32
    %4 = call @"quoted name with spaces"(%3) : (i32) -> i32
    return %4 : i32
  }
  func.func @sibling_regions(%arg0: i1, %arg1: f32) -> f32 {
    %0 = scf.if %arg0 -> (f32) {
      %1 = arith.addf %arg1, %arg1 : f32
      scf.yield %1 : f32
    } else {
      %1 = arith.mulf %arg1, %arg1 : f32
      scf.yield %1 : f32
    }
    return %0 : f32
  }
  func.func @labels(%arg0: i64) -> i64 {
    return %arg0 : i64
  }
  func.func @whitespace(%arg0: memref<4x?xf32>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %0 = memref.load %arg0[%arg1, %c0] : memref<4x?xf32>
    return %0 : f32
  }
  func.func @literals() -> (i32, i64, f64, f32) {
    %c255_i32 = arith.constant 255 : i32
    %c-16_i64 = arith.constant -16 : i64
    %cst = arith.constant 1.000000e+03 : f64
    %cst_0 = arith.constant -5.000000e-01 : f32
    return %c255_i32, %c-16_i64, %cst, %cst_0 : i32, i64, f64, f32
  }
}


module {
  func.func @located(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.addf %arg0, %arg1 : f32
    %1 = arith.mulf %0, %arg0 : f32
    %2 = arith.subf %1, %arg1 : f32
    %3 = arith.divf %2, %arg0 : f32
    %4 = arith.negf %3 : f32
    %5 = arith.addf %4, %4 : f32
    %6 = arith.addf %5, %arg0 : f32
    %7 = arith.maximumf %6, %arg1 : f32
    %8 = arith.minimumf %7, %arg1 : f32
    %9 = arith.minnumf %8, %arg0 : f32
    return %9 : f32
  }
  func.func @block_arg_locs(%arg0: index) {
    return
  }
}


#map = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @kernel_spmv(%arg0: i32, %arg1: memref<?xi32>, %arg2: memref<?xi32>, %arg3: memref<?xf64>, %arg4: memref<?xf64>, %arg5: memref<?xf64>) {
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg6 = 0 to #map()[%0] step 4 {
      %1 = affine.load %arg1[%arg6] : memref<?xi32>
      %2 = affine.load %arg1[%arg6 + 1] : memref<?xi32>
      %3 = arith.index_cast %1 : i32 to index
      %4 = arith.index_cast %2 : i32 to index
      %5 = scf.for %arg7 = %3 to %4 step %c1 iter_args(%arg8 = %cst) -> (f64) {
        %24 = memref.load %arg3[%arg7] : memref<?xf64>
        %25 = memref.load %arg2[%arg7] : memref<?xi32>
        %26 = arith.index_cast %25 : i32 to index
        %27 = memref.load %arg4[%26] : memref<?xf64>
        %28 = arith.mulf %24, %27 : f64
        %29 = arith.addf %arg8, %28 : f64
        scf.yield %29 : f64
      }
      affine.store %5, %arg5[%arg6] : memref<?xf64>
      %6 = affine.apply #map1(%arg6)
      %7 = affine.load %arg1[%6] : memref<?xi32>
      %8 = affine.load %arg1[%6 + 1] : memref<?xi32>
      %9 = arith.index_cast %7 : i32 to index
      %10 = arith.index_cast %8 : i32 to index
      %11 = scf.for %arg7 = %9 to %10 step %c1 iter_args(%arg8 = %cst) -> (f64) {
        %24 = memref.load %arg3[%arg7] : memref<?xf64>
        %25 = memref.load %arg2[%arg7] : memref<?xi32>
        %26 = arith.index_cast %25 : i32 to index
        %27 = memref.load %arg4[%26] : memref<?xf64>
        %28 = arith.mulf %24, %27 : f64
        %29 = arith.addf %arg8, %28 : f64
        scf.yield %29 : f64
      }
      affine.store %11, %arg5[%6] : memref<?xf64>
      %12 = affine.apply #map2(%arg6)
      %13 = affine.load %arg1[%12] : memref<?xi32>
      %14 = affine.load %arg1[%12 + 1] : memref<?xi32>
      %15 = arith.index_cast %13 : i32 to index
      %16 = arith.index_cast %14 : i32 to index
      %17 = scf.for %arg7 = %15 to %16 step %c1 iter_args(%arg8 = %cst) -> (f64) {
        %24 = memref.load %arg3[%arg7] : memref<?xf64>
        %25 = memref.load %arg2[%arg7] : memref<?xi32>
        %26 = arith.index_cast %25 : i32 to index
        %27 = memref.load %arg4[%26] : memref<?xf64>
        %28 = arith.mulf %24, %27 : f64
        %29 = arith.addf %arg8, %28 : f64
        scf.yield %29 : f64
      }
      affine.store %17, %arg5[%12] : memref<?xf64>
      %18 = affine.apply #map3(%arg6)
      %19 = affine.load %arg1[%18] : memref<?xi32>
      %20 = affine.load %arg1[%18 + 1] : memref<?xi32>
      %21 = arith.index_cast %19 : i32 to index
      %22 = arith.index_cast %20 : i32 to index
      %23 = scf.for %arg7 = %21 to %22 step %c1 iter_args(%arg8 = %cst) -> (f64) {
        %24 = memref.load %arg3[%arg7] : memref<?xf64>
        %25 = memref.load %arg2[%arg7] : memref<?xi32>
        %26 = arith.index_cast %25 : i32 to index
        %27 = memref.load %arg4[%26] : memref<?xf64>
        %28 = arith.mulf %24, %27 : f64
        %29 = arith.addf %arg8, %28 : f64
        scf.yield %29 : f64
      }
      affine.store %23, %arg5[%18] : memref<?xf64>
    }
    affine.for %arg6 = #map()[%0] to %0 {
      %1 = affine.load %arg1[%arg6] : memref<?xi32>
      %2 = affine.load %arg1[%arg6 + 1] : memref<?xi32>
      %3 = arith.index_cast %1 : i32 to index
      %4 = arith.index_cast %2 : i32 to index
      %5 = scf.for %arg7 = %3 to %4 step %c1 iter_args(%arg8 = %cst) -> (f64) {
        %6 = memref.load %arg3[%arg7] : memref<?xf64>
        %7 = memref.load %arg2[%arg7] : memref<?xi32>
        %8 = arith.index_cast %7 : i32 to index
        %9 = memref.load %arg4[%8] : memref<?xf64>
        %10 = arith.mulf %6, %9 : f64
        %11 = arith.addf %arg8, %10 : f64
        scf.yield %11 : f64
      }
      affine.store %5, %arg5[%arg6] : memref<?xf64>
    }
    return
  }
}


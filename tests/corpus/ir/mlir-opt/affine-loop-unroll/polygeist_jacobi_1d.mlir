#map = affine_map<()[s0] -> (((s0 - 2) floordiv 4) * 4 + 1)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0) -> (d0 + 3)>
#map4 = affine_map<()[s0] -> (s0 - 1)>
module {
  func.func @kernel_jacobi_1d(%arg0: i32, %arg1: i32, %arg2: memref<?xf64>, %arg3: memref<?xf64>) {
    %cst = arith.constant 3.333300e-01 : f64
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg0 : i32 to index
    affine.for %arg4 = 0 to %0 {
      affine.for %arg5 = 1 to #map()[%1] step 4 {
        %2 = affine.load %arg2[%arg5 - 1] : memref<?xf64>
        %3 = affine.load %arg2[%arg5] : memref<?xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = affine.load %arg2[%arg5 + 1] : memref<?xf64>
        %6 = arith.addf %4, %5 : f64
        %7 = arith.mulf %6, %cst : f64
        affine.store %7, %arg3[%arg5] : memref<?xf64>
        %8 = affine.apply #map1(%arg5)
        %9 = affine.load %arg2[%8 - 1] : memref<?xf64>
        %10 = affine.load %arg2[%8] : memref<?xf64>
        %11 = arith.addf %9, %10 : f64
        %12 = affine.load %arg2[%8 + 1] : memref<?xf64>
        %13 = arith.addf %11, %12 : f64
        %14 = arith.mulf %13, %cst : f64
        affine.store %14, %arg3[%8] : memref<?xf64>
        %15 = affine.apply #map2(%arg5)
        %16 = affine.load %arg2[%15 - 1] : memref<?xf64>
        %17 = affine.load %arg2[%15] : memref<?xf64>
        %18 = arith.addf %16, %17 : f64
        %19 = affine.load %arg2[%15 + 1] : memref<?xf64>
        %20 = arith.addf %18, %19 : f64
        %21 = arith.mulf %20, %cst : f64
        affine.store %21, %arg3[%15] : memref<?xf64>
        %22 = affine.apply #map3(%arg5)
        %23 = affine.load %arg2[%22 - 1] : memref<?xf64>
        %24 = affine.load %arg2[%22] : memref<?xf64>
        %25 = arith.addf %23, %24 : f64
        %26 = affine.load %arg2[%22 + 1] : memref<?xf64>
        %27 = arith.addf %25, %26 : f64
        %28 = arith.mulf %27, %cst : f64
        affine.store %28, %arg3[%22] : memref<?xf64>
      }
      affine.for %arg5 = #map()[%1] to #map4()[%1] {
        %2 = affine.load %arg2[%arg5 - 1] : memref<?xf64>
        %3 = affine.load %arg2[%arg5] : memref<?xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = affine.load %arg2[%arg5 + 1] : memref<?xf64>
        %6 = arith.addf %4, %5 : f64
        %7 = arith.mulf %6, %cst : f64
        affine.store %7, %arg3[%arg5] : memref<?xf64>
      }
      affine.for %arg5 = 1 to #map()[%1] step 4 {
        %2 = affine.load %arg3[%arg5 - 1] : memref<?xf64>
        %3 = affine.load %arg3[%arg5] : memref<?xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = affine.load %arg3[%arg5 + 1] : memref<?xf64>
        %6 = arith.addf %4, %5 : f64
        %7 = arith.mulf %6, %cst : f64
        affine.store %7, %arg2[%arg5] : memref<?xf64>
        %8 = affine.apply #map1(%arg5)
        %9 = affine.load %arg3[%8 - 1] : memref<?xf64>
        %10 = affine.load %arg3[%8] : memref<?xf64>
        %11 = arith.addf %9, %10 : f64
        %12 = affine.load %arg3[%8 + 1] : memref<?xf64>
        %13 = arith.addf %11, %12 : f64
        %14 = arith.mulf %13, %cst : f64
        affine.store %14, %arg2[%8] : memref<?xf64>
        %15 = affine.apply #map2(%arg5)
        %16 = affine.load %arg3[%15 - 1] : memref<?xf64>
        %17 = affine.load %arg3[%15] : memref<?xf64>
        %18 = arith.addf %16, %17 : f64
        %19 = affine.load %arg3[%15 + 1] : memref<?xf64>
        %20 = arith.addf %18, %19 : f64
        %21 = arith.mulf %20, %cst : f64
        affine.store %21, %arg2[%15] : memref<?xf64>
        %22 = affine.apply #map3(%arg5)
        %23 = affine.load %arg3[%22 - 1] : memref<?xf64>
        %24 = affine.load %arg3[%22] : memref<?xf64>
        %25 = arith.addf %23, %24 : f64
        %26 = affine.load %arg3[%22 + 1] : memref<?xf64>
        %27 = arith.addf %25, %26 : f64
        %28 = arith.mulf %27, %cst : f64
        affine.store %28, %arg2[%22] : memref<?xf64>
      }
      affine.for %arg5 = #map()[%1] to #map4()[%1] {
        %2 = affine.load %arg3[%arg5 - 1] : memref<?xf64>
        %3 = affine.load %arg3[%arg5] : memref<?xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = affine.load %arg3[%arg5 + 1] : memref<?xf64>
        %6 = arith.addf %4, %5 : f64
        %7 = arith.mulf %6, %cst : f64
        affine.store %7, %arg2[%arg5] : memref<?xf64>
      }
    }
    return
  }
  func.func @main() -> i32 {
    %c2000_i32 = arith.constant 2000 : i32
    %c500_i32 = arith.constant 500 : i32
    %c0_i32 = arith.constant 0 : i32
    %alloc = memref.alloc() : memref<2000xf64>
    %alloc_0 = memref.alloc() : memref<2000xf64>
    affine.for %arg0 = 0 to 2000 step 4 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f64
      affine.store %1, %alloc[%arg0] : memref<2000xf64>
      affine.store %1, %alloc_0[%arg0] : memref<2000xf64>
      %2 = affine.apply #map1(%arg0)
      %3 = arith.index_cast %2 : index to i32
      %4 = arith.sitofp %3 : i32 to f64
      affine.store %4, %alloc[%2] : memref<2000xf64>
      affine.store %4, %alloc_0[%2] : memref<2000xf64>
      %5 = affine.apply #map2(%arg0)
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.sitofp %6 : i32 to f64
      affine.store %7, %alloc[%5] : memref<2000xf64>
      affine.store %7, %alloc_0[%5] : memref<2000xf64>
      %8 = affine.apply #map3(%arg0)
      %9 = arith.index_cast %8 : index to i32
      %10 = arith.sitofp %9 : i32 to f64
      affine.store %10, %alloc[%8] : memref<2000xf64>
      affine.store %10, %alloc_0[%8] : memref<2000xf64>
    }
    %cast = memref.cast %alloc : memref<2000xf64> to memref<?xf64>
    %cast_1 = memref.cast %alloc_0 : memref<2000xf64> to memref<?xf64>
    call @kernel_jacobi_1d(%c2000_i32, %c500_i32, %cast, %cast_1) : (i32, i32, memref<?xf64>, memref<?xf64>) -> ()
    memref.dealloc %alloc : memref<2000xf64>
    memref.dealloc %alloc_0 : memref<2000xf64>
    return %c0_i32 : i32
  }
}


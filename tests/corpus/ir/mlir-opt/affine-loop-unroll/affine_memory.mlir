#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
#map3 = affine_map<(d0) -> (d0 + 8)>
#map4 = affine_map<(d0) -> (d0 + 16)>
#map5 = affine_map<(d0) -> (d0 + 24)>
module {
  func.func @subscripts(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    affine.for %arg3 = 0 to 90 {
      affine.for %arg4 = 0 to 88 step 4 {
        %0 = affine.load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        %1 = affine.load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %2 = affine.load %arg0[%arg3 floordiv 2 + %arg4 mod 4, %arg4 * 2 - %arg3 + 5] : memref<100x100xf32>
        %3 = affine.load %arg0[%arg1, %arg2] : memref<100x100xf32>
        %4 = arith.addf %0, %1 : f32
        %5 = arith.addf %2, %3 : f32
        %6 = arith.addf %4, %5 : f32
        affine.store %6, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        affine.store %6, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        affine.store %6, %arg0[0, 99] : memref<100x100xf32>
        %7 = affine.apply #map(%arg4)
        %8 = affine.load %arg0[%arg3 + 3, %7 + 7] : memref<100x100xf32>
        %9 = affine.load %arg0[%arg3 + symbol(%arg1), %7 + symbol(%arg2)] : memref<100x100xf32>
        %10 = affine.load %arg0[%arg3 floordiv 2 + %7 mod 4, %7 * 2 - %arg3 + 5] : memref<100x100xf32>
        %11 = affine.load %arg0[%arg1, %arg2] : memref<100x100xf32>
        %12 = arith.addf %8, %9 : f32
        %13 = arith.addf %10, %11 : f32
        %14 = arith.addf %12, %13 : f32
        affine.store %14, %arg0[%arg3 + 3, %7 + 7] : memref<100x100xf32>
        affine.store %14, %arg0[%arg3 + symbol(%arg1), %7 + symbol(%arg2)] : memref<100x100xf32>
        affine.store %14, %arg0[0, 99] : memref<100x100xf32>
        %15 = affine.apply #map1(%arg4)
        %16 = affine.load %arg0[%arg3 + 3, %15 + 7] : memref<100x100xf32>
        %17 = affine.load %arg0[%arg3 + symbol(%arg1), %15 + symbol(%arg2)] : memref<100x100xf32>
        %18 = affine.load %arg0[%arg3 floordiv 2 + %15 mod 4, %15 * 2 - %arg3 + 5] : memref<100x100xf32>
        %19 = affine.load %arg0[%arg1, %arg2] : memref<100x100xf32>
        %20 = arith.addf %16, %17 : f32
        %21 = arith.addf %18, %19 : f32
        %22 = arith.addf %20, %21 : f32
        affine.store %22, %arg0[%arg3 + 3, %15 + 7] : memref<100x100xf32>
        affine.store %22, %arg0[%arg3 + symbol(%arg1), %15 + symbol(%arg2)] : memref<100x100xf32>
        affine.store %22, %arg0[0, 99] : memref<100x100xf32>
        %23 = affine.apply #map2(%arg4)
        %24 = affine.load %arg0[%arg3 + 3, %23 + 7] : memref<100x100xf32>
        %25 = affine.load %arg0[%arg3 + symbol(%arg1), %23 + symbol(%arg2)] : memref<100x100xf32>
        %26 = affine.load %arg0[%arg3 floordiv 2 + %23 mod 4, %23 * 2 - %arg3 + 5] : memref<100x100xf32>
        %27 = affine.load %arg0[%arg1, %arg2] : memref<100x100xf32>
        %28 = arith.addf %24, %25 : f32
        %29 = arith.addf %26, %27 : f32
        %30 = arith.addf %28, %29 : f32
        affine.store %30, %arg0[%arg3 + 3, %23 + 7] : memref<100x100xf32>
        affine.store %30, %arg0[%arg3 + symbol(%arg1), %23 + symbol(%arg2)] : memref<100x100xf32>
        affine.store %30, %arg0[0, 99] : memref<100x100xf32>
      }
      affine.for %arg4 = 88 to 90 {
        %0 = affine.load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        %1 = affine.load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %2 = affine.load %arg0[%arg3 floordiv 2 + %arg4 mod 4, %arg4 * 2 - %arg3 + 5] : memref<100x100xf32>
        %3 = affine.load %arg0[%arg1, %arg2] : memref<100x100xf32>
        %4 = arith.addf %0, %1 : f32
        %5 = arith.addf %2, %3 : f32
        %6 = arith.addf %4, %5 : f32
        affine.store %6, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        affine.store %6, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        affine.store %6, %arg0[0, 99] : memref<100x100xf32>
      }
    }
    return
  }
  func.func @scalars(%arg0: memref<f64>, %arg1: memref<1xf64>, %arg2: memref<4xi32, 2>) -> f64 {
    %c0 = arith.constant 0 : index
    %0 = affine.load %arg0[] : memref<f64>
    %1 = affine.load %arg1[0] : memref<1xf64>
    %2 = arith.addf %0, %1 : f64
    affine.store %2, %arg0[] : memref<f64>
    affine.store %2, %arg1[0] : memref<1xf64>
    %3 = affine.load %arg2[%c0] : memref<4xi32, 2>
    %4 = arith.addi %3, %3 : i32
    affine.store %4, %arg2[-%c0 + 3] : memref<4xi32, 2>
    %5 = affine.apply #map(%c0)
    %6 = affine.load %arg2[%5] : memref<4xi32, 2>
    %7 = arith.addi %6, %6 : i32
    affine.store %7, %arg2[-%5 + 3] : memref<4xi32, 2>
    %8 = affine.apply #map1(%c0)
    %9 = affine.load %arg2[%8] : memref<4xi32, 2>
    %10 = arith.addi %9, %9 : i32
    affine.store %10, %arg2[-%8 + 3] : memref<4xi32, 2>
    %11 = affine.apply #map2(%c0)
    %12 = affine.load %arg2[%11] : memref<4xi32, 2>
    %13 = arith.addi %12, %12 : i32
    affine.store %13, %arg2[-%11 + 3] : memref<4xi32, 2>
    return %2 : f64
  }
  func.func @vectors(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    affine.for %arg3 = 0 to 90 {
      affine.for %arg4 = 0 to 64 step 32 {
        %0 = affine.vector_load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>, vector<8xf32>
        %1 = affine.vector_load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        %2 = affine.vector_load %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
        %3 = arith.addf %0, %0 : vector<8xf32>
        affine.vector_store %3, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>, vector<8xf32>
        affine.vector_store %1, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        affine.vector_store %2, %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
        %4 = affine.apply #map3(%arg4)
        %5 = affine.vector_load %arg0[%arg3 + 3, %4 + 7] : memref<100x100xf32>, vector<8xf32>
        %6 = affine.vector_load %arg0[%arg3 + symbol(%arg1), %4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        %7 = affine.vector_load %arg0[%arg3, %4] : memref<100x100xf32>, vector<2x8xf32>
        %8 = arith.addf %5, %5 : vector<8xf32>
        affine.vector_store %8, %arg0[%arg3 + 3, %4 + 7] : memref<100x100xf32>, vector<8xf32>
        affine.vector_store %6, %arg0[%arg3 + symbol(%arg1), %4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        affine.vector_store %7, %arg0[%arg3, %4] : memref<100x100xf32>, vector<2x8xf32>
        %9 = affine.apply #map4(%arg4)
        %10 = affine.vector_load %arg0[%arg3 + 3, %9 + 7] : memref<100x100xf32>, vector<8xf32>
        %11 = affine.vector_load %arg0[%arg3 + symbol(%arg1), %9 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        %12 = affine.vector_load %arg0[%arg3, %9] : memref<100x100xf32>, vector<2x8xf32>
        %13 = arith.addf %10, %10 : vector<8xf32>
        affine.vector_store %13, %arg0[%arg3 + 3, %9 + 7] : memref<100x100xf32>, vector<8xf32>
        affine.vector_store %11, %arg0[%arg3 + symbol(%arg1), %9 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        affine.vector_store %12, %arg0[%arg3, %9] : memref<100x100xf32>, vector<2x8xf32>
        %14 = affine.apply #map5(%arg4)
        %15 = affine.vector_load %arg0[%arg3 + 3, %14 + 7] : memref<100x100xf32>, vector<8xf32>
        %16 = affine.vector_load %arg0[%arg3 + symbol(%arg1), %14 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        %17 = affine.vector_load %arg0[%arg3, %14] : memref<100x100xf32>, vector<2x8xf32>
        %18 = arith.addf %15, %15 : vector<8xf32>
        affine.vector_store %18, %arg0[%arg3 + 3, %14 + 7] : memref<100x100xf32>, vector<8xf32>
        affine.vector_store %16, %arg0[%arg3 + symbol(%arg1), %14 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        affine.vector_store %17, %arg0[%arg3, %14] : memref<100x100xf32>, vector<2x8xf32>
      }
      affine.for %arg4 = 64 to 88 step 8 {
        %0 = affine.vector_load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>, vector<8xf32>
        %1 = affine.vector_load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        %2 = affine.vector_load %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
        %3 = arith.addf %0, %0 : vector<8xf32>
        affine.vector_store %3, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>, vector<8xf32>
        affine.vector_store %1, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        affine.vector_store %2, %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
      }
    }
    return
  }
  func.func @prefetches(%arg0: memref<400x400xi32>, %arg1: memref<1024xf32>) {
    affine.for %arg2 = 0 to 400 {
      affine.for %arg3 = 0 to 392 step 4 {
        affine.prefetch %arg0[%arg2, %arg3 + 5], read, locality<3>, data : memref<400x400xi32>
        affine.prefetch %arg0[%arg2, %arg3], write, locality<0>, data : memref<400x400xi32>
        affine.prefetch %arg0[%arg3, %arg2], read, locality<1>, instr : memref<400x400xi32>
        affine.prefetch %arg1[%arg2 * 2 + %arg3 floordiv 4], write, locality<2>, instr : memref<1024xf32>
        %0 = affine.load %arg0[%arg2, %arg3] : memref<400x400xi32>
        affine.store %0, %arg0[%arg2, %arg3 + 5] : memref<400x400xi32>
        %1 = affine.apply #map(%arg3)
        affine.prefetch %arg0[%arg2, %1 + 5], read, locality<3>, data : memref<400x400xi32>
        affine.prefetch %arg0[%arg2, %1], write, locality<0>, data : memref<400x400xi32>
        affine.prefetch %arg0[%1, %arg2], read, locality<1>, instr : memref<400x400xi32>
        affine.prefetch %arg1[%arg2 * 2 + %1 floordiv 4], write, locality<2>, instr : memref<1024xf32>
        %2 = affine.load %arg0[%arg2, %1] : memref<400x400xi32>
        affine.store %2, %arg0[%arg2, %1 + 5] : memref<400x400xi32>
        %3 = affine.apply #map1(%arg3)
        affine.prefetch %arg0[%arg2, %3 + 5], read, locality<3>, data : memref<400x400xi32>
        affine.prefetch %arg0[%arg2, %3], write, locality<0>, data : memref<400x400xi32>
        affine.prefetch %arg0[%3, %arg2], read, locality<1>, instr : memref<400x400xi32>
        affine.prefetch %arg1[%arg2 * 2 + %3 floordiv 4], write, locality<2>, instr : memref<1024xf32>
        %4 = affine.load %arg0[%arg2, %3] : memref<400x400xi32>
        affine.store %4, %arg0[%arg2, %3 + 5] : memref<400x400xi32>
        %5 = affine.apply #map2(%arg3)
        affine.prefetch %arg0[%arg2, %5 + 5], read, locality<3>, data : memref<400x400xi32>
        affine.prefetch %arg0[%arg2, %5], write, locality<0>, data : memref<400x400xi32>
        affine.prefetch %arg0[%5, %arg2], read, locality<1>, instr : memref<400x400xi32>
        affine.prefetch %arg1[%arg2 * 2 + %5 floordiv 4], write, locality<2>, instr : memref<1024xf32>
        %6 = affine.load %arg0[%arg2, %5] : memref<400x400xi32>
        affine.store %6, %arg0[%arg2, %5 + 5] : memref<400x400xi32>
      }
      affine.for %arg3 = 392 to 395 {
        affine.prefetch %arg0[%arg2, %arg3 + 5], read, locality<3>, data : memref<400x400xi32>
        affine.prefetch %arg0[%arg2, %arg3], write, locality<0>, data : memref<400x400xi32>
        affine.prefetch %arg0[%arg3, %arg2], read, locality<1>, instr : memref<400x400xi32>
        affine.prefetch %arg1[%arg2 * 2 + %arg3 floordiv 4], write, locality<2>, instr : memref<1024xf32>
        %0 = affine.load %arg0[%arg2, %arg3] : memref<400x400xi32>
        affine.store %0, %arg0[%arg2, %arg3 + 5] : memref<400x400xi32>
      }
    }
    return
  }
}


module {
  func.func @load_store(%arg0: memref<?x?xf32>, %arg1: memref<16xf32>, %arg2: index, %arg3: index) {
    %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
    %1 = memref.load %arg1[%arg2] {nontemporal = true} : memref<16xf32>
    %2 = arith.addf %0, %1 : f32
    memref.store %2, %arg0[%arg3, %arg2] : memref<?x?xf32>
    memref.store %2, %arg1[%arg3] : memref<16xf32>
    return
  }
  func.func @shapes(%arg0: memref<?x8x?xf32>, %arg1: memref<*xf32>) -> (index, index, index) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %dim = memref.dim %arg0, %c0 : memref<?x8x?xf32>
    %dim_0 = memref.dim %arg0, %c2 : memref<?x8x?xf32>
    %0 = memref.rank %arg1 : memref<*xf32>
    return %dim, %dim_0, %0 : index, index, index
  }
  func.func @casts(%arg0: memref<4x4xf32>, %arg1: memref<?x?xf32>) -> memref<*xf32> {
    %cast = memref.cast %arg1 : memref<?x?xf32> to memref<4x4xf32>
    %cast_0 = memref.cast %arg0 : memref<4x4xf32> to memref<*xf32>
    memref.copy %cast, %arg0 : memref<4x4xf32> to memref<4x4xf32>
    memref.copy %arg0, %arg1 : memref<4x4xf32> to memref<?x?xf32>
    return %cast_0 : memref<*xf32>
  }
  func.func @copy_strided(%arg0: memref<8x8xf32, strided<[16, 1], offset: 4>>, %arg1: memref<8x8xf32>) {
    memref.copy %arg0, %arg1 : memref<8x8xf32, strided<[16, 1], offset: 4>> to memref<8x8xf32>
    return
  }
  func.func @histogram(%arg0: memref<?xi32>, %arg1: memref<256xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_i32 = arith.constant 1 : i32
    %dim = memref.dim %arg0, %c0 : memref<?xi32>
    scf.for %arg2 = %c0 to %dim step %c1 {
      %0 = memref.load %arg0[%arg2] : memref<?xi32>
      %1 = arith.index_cast %0 : i32 to index
      %2 = memref.atomic_rmw addi %c1_i32, %arg1[%1] : (i32, memref<256xi32>) -> i32
    }
    return
  }
  func.func @sum_rows(%arg0: memref<?x?xf64>, %arg1: memref<?xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f64
    %dim = memref.dim %arg0, %c0 : memref<?x?xf64>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf64>
    scf.for %arg2 = %c0 to %dim step %c1 {
      memref.store %cst, %arg1[%arg2] : memref<?xf64>
      scf.for %arg3 = %c0 to %dim_0 step %c1 {
        %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf64>
        %1 = memref.load %arg1[%arg2] : memref<?xf64>
        %2 = arith.addf %1, %0 : f64
        memref.store %2, %arg1[%arg2] : memref<?xf64>
      }
    }
    return
  }
}


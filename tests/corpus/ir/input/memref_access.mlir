// memref access and shape queries: load/store (with nontemporal), dim,
// rank, cast (static <-> dynamic, ranked <-> unranked), copy, atomic_rmw,
// and a loop that uses them.
func.func @load_store(%A: memref<?x?xf32>, %B: memref<16xf32>, %i: index, %j: index) {
  %v = memref.load %A[%i, %j] : memref<?x?xf32>
  %w = memref.load %B[%i] {nontemporal = true} : memref<16xf32>
  %s = arith.addf %v, %w : f32
  memref.store %s, %A[%j, %i] : memref<?x?xf32>
  memref.store %s, %B[%j] {nontemporal = false} : memref<16xf32>
  return
}

func.func @shapes(%A: memref<?x8x?xf32>, %U: memref<*xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %d0 = memref.dim %A, %c0 : memref<?x8x?xf32>
  %d2 = memref.dim %A, %c2 : memref<?x8x?xf32>
  %r = memref.rank %U : memref<*xf32>
  return %d0, %d2, %r : index, index, index
}

func.func @casts(%A: memref<4x4xf32>, %B: memref<?x?xf32>) -> memref<*xf32> {
  %dyn = memref.cast %A : memref<4x4xf32> to memref<?x?xf32>
  %stat = memref.cast %B : memref<?x?xf32> to memref<4x4xf32>
  %unranked = memref.cast %dyn : memref<?x?xf32> to memref<*xf32>
  %back = memref.cast %unranked : memref<*xf32> to memref<?x?xf32>
  memref.copy %stat, %A : memref<4x4xf32> to memref<4x4xf32>
  memref.copy %back, %B : memref<?x?xf32> to memref<?x?xf32>
  return %unranked : memref<*xf32>
}

func.func @copy_strided(%src: memref<8x8xf32, strided<[16, 1], offset: 4>>, %dst: memref<8x8xf32>) {
  memref.copy %src, %dst : memref<8x8xf32, strided<[16, 1], offset: 4>> to memref<8x8xf32>
  return
}

func.func @histogram(%data: memref<?xi32>, %bins: memref<256xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %n = memref.dim %data, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %data[%i] : memref<?xi32>
    %b = arith.index_cast %v : i32 to index
    %old = memref.atomic_rmw addi %one, %bins[%b] : (i32, memref<256xi32>) -> i32
  }
  return
}

func.func @sum_rows(%A: memref<?x?xf64>, %out: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %m = memref.dim %A, %c0 : memref<?x?xf64>
  %n = memref.dim %A, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %m step %c1 {
    memref.store %zero, %out[%i] : memref<?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %acc = memref.load %out[%i] : memref<?xf64>
      %s = arith.addf %acc, %a : f64
      memref.store %s, %out[%i] : memref<?xf64>
    }
  }
  return
}

// An 8x8 f64 micro-kernel shape: a k loop of 8 broadcasts times one packed vector<8xf64>
// row of B, accumulated by vector.fma into 8 vector<8xf64> iter_args, 2000 repetitions
// (524.3 MFLOP per call). tessera bench examples/microkernel_f64x8.mlir --entry mk --backend c
func.func @mk(%A: memref<2048x8xf64>, %B: memref<2048x8xf64>, %C: memref<8x8xf64>) {
  %z = arith.constant dense<0.0> : vector<8xf64>
  affine.for %r = 0 to 2000 {
  %o:8 = affine.for %k = 0 to 2048 iter_args(%c0 = %z, %c1 = %z, %c2 = %z, %c3 = %z, %c4 = %z, %c5 = %z, %c6 = %z, %c7 = %z) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>) {
    %b = affine.vector_load %B[%k, 0] : memref<2048x8xf64>, vector<8xf64>
    %a0 = affine.load %A[%k, 0] : memref<2048x8xf64>
    %a1 = affine.load %A[%k, 1] : memref<2048x8xf64>
    %a2 = affine.load %A[%k, 2] : memref<2048x8xf64>
    %a3 = affine.load %A[%k, 3] : memref<2048x8xf64>
    %a4 = affine.load %A[%k, 4] : memref<2048x8xf64>
    %a5 = affine.load %A[%k, 5] : memref<2048x8xf64>
    %a6 = affine.load %A[%k, 6] : memref<2048x8xf64>
    %a7 = affine.load %A[%k, 7] : memref<2048x8xf64>
    %v0 = vector.broadcast %a0 : f64 to vector<8xf64>
    %v1 = vector.broadcast %a1 : f64 to vector<8xf64>
    %v2 = vector.broadcast %a2 : f64 to vector<8xf64>
    %v3 = vector.broadcast %a3 : f64 to vector<8xf64>
    %v4 = vector.broadcast %a4 : f64 to vector<8xf64>
    %v5 = vector.broadcast %a5 : f64 to vector<8xf64>
    %v6 = vector.broadcast %a6 : f64 to vector<8xf64>
    %v7 = vector.broadcast %a7 : f64 to vector<8xf64>
    %n0 = vector.fma %v0, %b, %c0 : vector<8xf64>
    %n1 = vector.fma %v1, %b, %c1 : vector<8xf64>
    %n2 = vector.fma %v2, %b, %c2 : vector<8xf64>
    %n3 = vector.fma %v3, %b, %c3 : vector<8xf64>
    %n4 = vector.fma %v4, %b, %c4 : vector<8xf64>
    %n5 = vector.fma %v5, %b, %c5 : vector<8xf64>
    %n6 = vector.fma %v6, %b, %c6 : vector<8xf64>
    %n7 = vector.fma %v7, %b, %c7 : vector<8xf64>
    affine.yield %n0, %n1, %n2, %n3, %n4, %n5, %n6, %n7 : vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>
  }
  %p0 = affine.vector_load %C[0, 0] : memref<8x8xf64>, vector<8xf64>
  %s0 = arith.addf %p0, %o#0 : vector<8xf64>
  affine.vector_store %s0, %C[0, 0] : memref<8x8xf64>, vector<8xf64>
  %p1 = affine.vector_load %C[1, 0] : memref<8x8xf64>, vector<8xf64>
  %s1 = arith.addf %p1, %o#1 : vector<8xf64>
  affine.vector_store %s1, %C[1, 0] : memref<8x8xf64>, vector<8xf64>
  %p2 = affine.vector_load %C[2, 0] : memref<8x8xf64>, vector<8xf64>
  %s2 = arith.addf %p2, %o#2 : vector<8xf64>
  affine.vector_store %s2, %C[2, 0] : memref<8x8xf64>, vector<8xf64>
  %p3 = affine.vector_load %C[3, 0] : memref<8x8xf64>, vector<8xf64>
  %s3 = arith.addf %p3, %o#3 : vector<8xf64>
  affine.vector_store %s3, %C[3, 0] : memref<8x8xf64>, vector<8xf64>
  %p4 = affine.vector_load %C[4, 0] : memref<8x8xf64>, vector<8xf64>
  %s4 = arith.addf %p4, %o#4 : vector<8xf64>
  affine.vector_store %s4, %C[4, 0] : memref<8x8xf64>, vector<8xf64>
  %p5 = affine.vector_load %C[5, 0] : memref<8x8xf64>, vector<8xf64>
  %s5 = arith.addf %p5, %o#5 : vector<8xf64>
  affine.vector_store %s5, %C[5, 0] : memref<8x8xf64>, vector<8xf64>
  %p6 = affine.vector_load %C[6, 0] : memref<8x8xf64>, vector<8xf64>
  %s6 = arith.addf %p6, %o#6 : vector<8xf64>
  affine.vector_store %s6, %C[6, 0] : memref<8x8xf64>, vector<8xf64>
  %p7 = affine.vector_load %C[7, 0] : memref<8x8xf64>, vector<8xf64>
  %s7 = arith.addf %p7, %o#7 : vector<8xf64>
  affine.vector_store %s7, %C[7, 0] : memref<8x8xf64>, vector<8xf64>
  }
  return
}

// Producer/consumer loop nests over a temporary buffer (candidates for
// fusion and scalar replacement): a 1-D blur producing %tmp followed by a
// scaling consumer, plus store-to-load forwarding opportunities.
func.func @blur_then_scale(%in: memref<1026xf32>, %out: memref<1024xf32>, %s: f32) {
  %tmp = memref.alloc() : memref<1024xf32>
  %third = arith.constant 0.333333343 : f32
  affine.for %i = 0 to 1024 {
    %a = affine.load %in[%i] : memref<1026xf32>
    %b = affine.load %in[%i + 1] : memref<1026xf32>
    %c = affine.load %in[%i + 2] : memref<1026xf32>
    %ab = arith.addf %a, %b : f32
    %abc = arith.addf %ab, %c : f32
    %m = arith.mulf %abc, %third : f32
    affine.store %m, %tmp[%i] : memref<1024xf32>
  }
  affine.for %i = 0 to 1024 {
    %v = affine.load %tmp[%i] : memref<1024xf32>
    %w = arith.mulf %v, %s : f32
    affine.store %w, %out[%i] : memref<1024xf32>
  }
  memref.dealloc %tmp : memref<1024xf32>
  return
}

func.func @forwarding(%A: memref<100xf32>, %B: memref<100xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    %v = affine.load %A[%i] : memref<100xf32>
    %w = arith.addf %v, %one : f32
    affine.store %w, %B[%i] : memref<100xf32>
    %again = affine.load %B[%i] : memref<100xf32>
    %twice = affine.load %A[%i] : memref<100xf32>
    %x = arith.mulf %again, %twice : f32
    affine.store %x, %A[%i] : memref<100xf32>
  }
  return
}

func.func @two_producers(%X: memref<64x64xf32>, %Y: memref<64x64xf32>, %Z: memref<64x64xf32>) {
  %t1 = memref.alloc() : memref<64x64xf32>
  %t2 = memref.alloc() : memref<64x64xf32>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %x = affine.load %X[%i, %j] : memref<64x64xf32>
      %sq = arith.mulf %x, %x : f32
      affine.store %sq, %t1[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %y = affine.load %Y[%j, %i] : memref<64x64xf32>
      affine.store %y, %t2[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %a = affine.load %t1[%i, %j] : memref<64x64xf32>
      %b = affine.load %t2[%i, %j] : memref<64x64xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %Z[%i, %j] : memref<64x64xf32>
    }
  }
  memref.dealloc %t2 : memref<64x64xf32>
  memref.dealloc %t1 : memref<64x64xf32>
  return
}

// affine.for: constant and SSA shorthand bounds, bound maps with max/min
// and several results, symbols from dim ops and arguments, negative
// bounds, steps, reverse iteration, empty bodies, iter_args with one and
// several values, and nests of varied depth.
#lb = affine_map<(d0)[s0] -> (d0, s0 floordiv 2)>
#ub = affine_map<(d0)[s0] -> (d0 + 64, s0)>
#rev = affine_map<(d0)[s0] -> (s0 - d0 - 1)>

func.func private @body(index, index) -> ()

func.func @bounds(%A: memref<?x?xf32>, %N: index, %M: index) {
  %c0 = arith.constant 0 : index
  %dimN = memref.dim %A, %c0 : memref<?x?xf32>
  affine.for %i = 0 to 10 {
    affine.for %j = -5 to 5 step 2 {
      func.call @body(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = 0 to %N {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %M step 4 {
      func.call @body(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = 0 to %dimN step 64 {
    affine.for %j = max #lb(%i)[%N] to min #ub(%i)[%N] {
      func.call @body(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1)>()[%N, %M] to min affine_map<()[s0] -> (s0 * 2, 1024)>()[%M] {
    func.call @body(%i, %i) : (index, index) -> ()
  }
  affine.for %i = affine_map<(d0) -> (d0 floordiv 4)>(%dimN) to affine_map<(d0)[s0] -> (d0 + s0)>(%dimN)[%M] {
  }
  return
}

func.func @reverse(%A: memref<?xf32>, %B: memref<?xf32>, %N: index) {
  affine.for %i = 0 to %N {
    %ri = affine.apply #rev(%i)[%N]
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %B[%ri] : memref<?xf32>
  }
  return
}

func.func @reduce(%buffer: memref<1024xf32>) -> f32 {
  %sum_0 = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 10 step 2 iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = affine.load %buffer[%i] : memref<1024xf32>
    %sum_next = arith.addf %sum_iter, %t : f32
    affine.yield %sum_next : f32
  }
  return %sum : f32
}

func.func @two_carried(%init0: index, %init1: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %res:2 = affine.for %i = 0 to 128 iter_args(%arg0 = %init0, %arg1 = %init1) -> (index, index) {
    %y0 = arith.addi %arg0, %c1 : index
    %y1 = arith.addi %arg1, %c2 : index
    affine.yield %y0, %y1 : index, index
  }
  return %res#0, %res#1 : index, index
}

func.func @nested_carried(%A: memref<100x200xf64>) -> f64 {
  %zero = arith.constant 0.0 : f64
  %total = affine.for %i = 0 to 100 iter_args(%outer = %zero) -> (f64) {
    %row = affine.for %j = 0 to 200 iter_args(%inner = %zero) -> (f64) {
      %v = affine.load %A[%i, %j] : memref<100x200xf64>
      %sq = arith.mulf %v, %v : f64
      %s = arith.addf %inner, %sq : f64
      affine.yield %s : f64
    }
    %o = arith.addf %outer, %row : f64
    affine.yield %o : f64
  }
  return %total : f64
}

func.func @deep_nest(%A: memref<4x4x4x4x4xi32>) {
  %c = arith.constant 1 : i32
  affine.for %a = 0 to 4 {
    affine.for %b = 0 to 4 {
      affine.for %c0 = 0 to 4 {
        affine.for %d = 0 to 4 {
          affine.for %e = 0 to 4 {
            affine.store %c, %A[%a, %b, %c0, %d, %e] : memref<4x4x4x4x4xi32>
          }
        }
      }
    }
  }
  return
}

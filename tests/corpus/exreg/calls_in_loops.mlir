// Calls of functions defined in the module, inside affine loops: `inline` puts each callee in
// an affine.execute_region (its index parameter, an iv of the caller, becomes a symbol of the
// region). @rec is recursive and stays a call.
func.func @axpy_row(%X : memref<8x8xf64>, %Y : memref<8x8xf64>, %row : index, %a : f64) {
  affine.for %j = 0 to 8 {
    %x = affine.load %X[%row, %j] : memref<8x8xf64>
    %y = affine.load %Y[%row, %j] : memref<8x8xf64>
    %p = arith.mulf %a, %x : f64
    %s = arith.addf %p, %y : f64
    affine.store %s, %Y[%row, %j] : memref<8x8xf64>
  }
  return
}

func.func @row_sum(%Y : memref<8x8xf64>, %row : index) -> f64 {
  %z = arith.constant 0.0 : f64
  %r = affine.for %j = 0 to 8 iter_args(%acc = %z) -> (f64) {
    %y = affine.load %Y[%row, %j] : memref<8x8xf64>
    %s = arith.addf %acc, %y : f64
    affine.yield %s : f64
  }
  return %r : f64
}

func.func @rec(%n : index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (index) {
    scf.yield %c0 : index
  } else {
    %m = arith.subi %n, %c1 : index
    %x = func.call @rec(%m) : (index) -> index
    %y = arith.addi %x, %n : index
    scf.yield %y : index
  }
  return %r : index
}

func.func @main(%X : memref<8x8xf64>, %Y : memref<8x8xf64>, %S : memref<8xf64>, %T : memref<8xindex>) {
  %a = arith.constant 1.5 : f64
  affine.for %i = 0 to 8 {
    func.call @axpy_row(%X, %Y, %i, %a) : (memref<8x8xf64>, memref<8x8xf64>, index, f64) -> ()
    %s = func.call @row_sum(%Y, %i) : (memref<8x8xf64>, index) -> f64
    affine.store %s, %S[%i] : memref<8xf64>
    %t = func.call @rec(%i) : (index) -> index
    affine.store %t, %T[%i] : memref<8xindex>
  }
  return
}

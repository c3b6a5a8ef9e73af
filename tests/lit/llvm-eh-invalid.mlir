// Verifier errors of llvm.invoke / llvm.landingpad / vector intrinsics, worded as mlir-opt 22
// words them.
// RUN: tessera opt %s --split-input-file --verify-diagnostics

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{llvm.landingpad needs to be in a function with a personality}}
  %0 = llvm.landingpad (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @pers(...) -> i32
llvm.func @callee()
llvm.func @g() attributes {personality = @pers} {
  // expected-error@+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  llvm.invoke @callee() to ^bb1 unwind ^bb1 : () -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @h(%v: vector<[4]xf32>, %w: vector<8xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.insert' op failed to verify that it is not inserting scalable into fixed-length vectors.}}
  %0 = llvm.intr.vector.insert %v, %w[0] : vector<[4]xf32> into vector<8xf32>
  llvm.return
}

// The llvm dialect as frontends (cgeist, the MLIR lowerings) write it: functions, globals,
// calls (variadic, bundles), memory, casts, comparisons, atomics, vector element ops, switch,
// comdats and common intrinsics. The CHECK lines are mlir-opt 22's output for this file.
// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s | tessera opt - | FileCheck %s

// CHECK: module {
// CHECK-NEXT: llvm.mlir.global internal constant @str1("%0.2lf \00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global external @stderr() {addr_space = 0 : i32} : !llvm.ptr
// CHECK-NEXT: llvm.mlir.global private @g1(42 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT: llvm.mlir.global internal @arr(dense<0.000000e+00> : tensor<4xf64>) {addr_space = 0 : i32} : !llvm.array<4 x f64>
// CHECK-NEXT: llvm.mlir.global external constant @cst() {addr_space = 0 : i32} : i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @fprintf(!llvm.ptr, !llvm.ptr, ...) -> i32
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func internal @helper(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.add %arg0, %0 : i32
// CHECK-NEXT: %2 = llvm.icmp "slt" %1, %arg0 : i32
// CHECK-NEXT: llvm.cond_br %2, ^bb1, ^bb2(%1 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %4 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %3, %4 : i32, !llvm.ptr
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> i32
// CHECK-NEXT: %6 = llvm.sext %5 : i32 to i64
// CHECK-NEXT: %7 = llvm.trunc %6 : i64 to i16
// CHECK-NEXT: %8 = llvm.sitofp %5 : i32 to f64
// CHECK-NEXT: %9 = llvm.fcmp "olt" %8, %8 : f64
// CHECK-NEXT: %10 = llvm.select %9, %5, %3 : i1, i32
// CHECK-NEXT: %11 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.undef : i32
// CHECK-NEXT: %13 = llvm.getelementptr inbounds %arg1[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT: %14 = llvm.bitcast %8 : f64 to i64
// CHECK-NEXT: %15 = llvm.fmul %8, %8 {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT: %16 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.call @free(%16) : (!llvm.ptr) -> ()
// CHECK-NEXT: %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
// CHECK-NEXT: %18 = llvm.inttoptr %17 : i64 to !llvm.ptr
// CHECK-NEXT: %19 = llvm.load %13 {alignment = 8 : i64} : !llvm.ptr -> f64
// CHECK-NEXT: %20 = llvm.fneg %19 : f64
// CHECK-NEXT: %21 = llvm.intr.fabs(%20) : (f64) -> f64
// CHECK-NEXT: %22 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %23 = llvm.mlir.poison : i32
// CHECK-NEXT: %24 = llvm.zext %2 : i1 to i32
// CHECK-NEXT: llvm.return %10 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @vf(i32, ...) -> i32
// CHECK-NEXT: llvm.func @f(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: vector<4xf32>) -> f32 attributes {passthrough = ["nounwind"]} {
// CHECK-NEXT: %0 = llvm.zext nneg %arg0 : i32 to i64
// CHECK-NEXT: %1 = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %2 = llvm.fptosi %arg1 : f32 to i32
// CHECK-NEXT: %3 = llvm.fpext %arg1 : f32 to f64
// CHECK-NEXT: %4 = llvm.fptrunc %3 : f64 to f32
// CHECK-NEXT: %5 = llvm.fptoui %arg1 : f32 to i32
// CHECK-NEXT: %6 = llvm.call @vf(%arg0, %arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
// CHECK-NEXT: %7 = llvm.alloca %arg0 x !llvm.array<4 x i32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: %8 = llvm.load volatile %arg2 {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store volatile %8, %arg2 {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg0, %9[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %11 = llvm.extractvalue %10[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %12 = llvm.intr.sqrt(%arg1) : (f32) -> f32
// CHECK-NEXT: %13 = llvm.intr.fma(%arg1, %arg1, %arg1) : (f32, f32, f32) -> f32
// CHECK-NEXT: %14 = llvm.intr.smax(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %15 = llvm.intr.fmuladd(%arg3, %arg3, %arg3) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %16 = llvm.getelementptr %arg2[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT: %17 = llvm.intr.maxnum(%arg1, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %18 = llvm.intr.exp(%arg1) : (f32) -> f32
// CHECK-NEXT: %19 = llvm.intr.powi(%arg1, %arg0) : (f32, i32) -> f32
// CHECK-NEXT: %20 = llvm.freeze %arg0 : i32
// CHECK-NEXT: %21 = llvm.fadd %arg1, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %22 = llvm.mlir.constant(3 : i64) : i32
// CHECK-NEXT: %23 = llvm.mlir.constant(2.500000e+00 : f64) : f64
// CHECK-NEXT: %24 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %25 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
// CHECK-NEXT: %26 = llvm.uitofp nneg %arg0 : i32 to f32
// CHECK-NEXT: %27 = llvm.trunc %0 overflow<nsw> : i64 to i32
// CHECK-NEXT: %28 = llvm.call tail @vf(%arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
// CHECK-NEXT: %29 = llvm.call fastcc @vf(%arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
// CHECK-NEXT: %30 = llvm.fdiv %arg1, %arg1 : f32
// CHECK-NEXT: %31 = llvm.intr.fabs(%arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func linkonce_odr @g() attributes {dso_local} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func extern_weak @h() -> !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @s("ab\00") {addr_space = 0 : i32, dso_local}
// CHECK-NEXT: llvm.mlir.global internal @z(0 : i64) {addr_space = 0 : i32, alignment = 8 : i64} : i64
// CHECK-NEXT: llvm.mlir.global weak_odr thread_local @t() {addr_space = 0 : i32} : !llvm.array<2 x ptr>
// CHECK-NEXT: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @any any
// CHECK-NEXT: llvm.comdat_selector @nodup nodeduplicate
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global internal constant @gc(1 : i32) comdat(@__llvm_comdat::@any) {addr_space = 0 : i32} : i32
// CHECK-NEXT: llvm.func @fx(%arg0: vector<4xf32>, %arg1: i32, %arg2: !llvm.ptr, %arg3: f32) {
// CHECK-NEXT: %0 = llvm.alloca %arg1 x f32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %1 = llvm.extractelement %arg0[%arg1 : i32] : vector<4xf32>
// CHECK-NEXT: %2 = llvm.insertelement %arg3, %arg0[%arg1 : i32] : vector<4xf32>
// CHECK-NEXT: %3 = llvm.shufflevector %arg0, %arg0 [0, 1, 2, 3] : vector<4xf32>
// CHECK-NEXT: %4 = llvm.call_intrinsic "llvm.fabs.f32"(%arg3) : (f32) -> f32
// CHECK-NEXT: %5 = llvm.icmp "eq" %arg1, %arg1 : i32
// CHECK-NEXT: llvm.intr.assume %5 : i1
// CHECK-NEXT: llvm.fence acquire
// CHECK-NEXT: %6 = llvm.atomicrmw add %arg2, %arg1 monotonic : !llvm.ptr, i32
// CHECK-NEXT: %7 = llvm.cmpxchg %arg2, %arg1, %arg1 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: llvm.switch %arg1 : i32, ^bb1 [
// CHECK-NEXT: 1: ^bb1,
// CHECK-NEXT: 2: ^bb2(%arg1 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: llvm.return
// CHECK-NEXT: ^bb2(%8: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

module {
  llvm.mlir.global internal constant @str1("%0.2lf \00") {addr_space = 0 : i32}
  llvm.mlir.global external @stderr() {addr_space = 0 : i32} : !llvm.ptr
  llvm.mlir.global private @g1(42 : i32) : i32
  llvm.mlir.global internal @arr(dense<0.0> : tensor<4xf64>) : !llvm.array<4 x f64>
  llvm.mlir.global external constant @cst() : i32 {
    %0 = llvm.mlir.constant(7 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @fprintf(!llvm.ptr, !llvm.ptr, ...) -> i32
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr attributes {sym_visibility = "private"}
  llvm.func internal @helper(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.add %arg0, %0 : i32
    %2 = llvm.icmp "slt" %1, %arg0 : i32
    llvm.cond_br %2, ^bb1, ^bb2(%1 : i32)
  ^bb1:
    llvm.br ^bb2(%0 : i32)
  ^bb2(%3: i32):
    %4 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
    llvm.store %3, %4 : i32, !llvm.ptr
    %5 = llvm.load %4 : !llvm.ptr -> i32
    %6 = llvm.sext %5 : i32 to i64
    %7 = llvm.trunc %6 : i64 to i16
    %8 = llvm.sitofp %5 : i32 to f64
    %9 = llvm.fcmp "olt" %8, %8 : f64
    %10 = llvm.select %9, %5, %3 : i1, i32
    %11 = llvm.mlir.zero : !llvm.ptr
    %12 = llvm.mlir.undef : i32
    %13 = llvm.getelementptr inbounds %arg1[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %14 = llvm.bitcast %8 : f64 to i64
    %15 = llvm.fmul %8, %8 {fastmathFlags = #llvm.fastmath<fast>} : f64
    %16 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
    llvm.call @free(%16) : (!llvm.ptr) -> ()
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.inttoptr %17 : i64 to !llvm.ptr
    %19 = llvm.load %13 {alignment = 8 : i64} : !llvm.ptr -> f64
    %20 = llvm.fneg %19 : f64
    %21 = llvm.intr.fabs(%20) : (f64) -> f64
    %22 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
    %23 = llvm.mlir.poison : i32
    %24 = llvm.zext %2 : i1 to i32
    llvm.return %10 : i32
  }
llvm.func @vf(i32, ...) -> i32
llvm.func @f(%arg0: i32, %arg1: f32, %p: !llvm.ptr, %v: vector<4xf32>) -> f32 attributes {passthrough = ["nounwind"]} {
  %0 = llvm.zext nneg %arg0 : i32 to i64
  %1 = llvm.uitofp %arg0 : i32 to f32
  %2 = llvm.fptosi %arg1 : f32 to i32
  %3 = llvm.fpext %arg1 : f32 to f64
  %4 = llvm.fptrunc %3 : f64 to f32
  %5 = llvm.fptoui %arg1 : f32 to i32
  %6 = llvm.call @vf(%arg0, %arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  %7 = llvm.alloca %arg0 x !llvm.array<4 x i32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %8 = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store volatile %8, %p {alignment = 4 : i64} : f32, !llvm.ptr
  %9 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %10 = llvm.insertvalue %arg0, %9[0] : !llvm.struct<(i32, f32)>
  %11 = llvm.extractvalue %10[1] : !llvm.struct<(i32, f32)>
  %12 = llvm.intr.sqrt(%arg1) : (f32) -> f32
  %13 = llvm.intr.fma(%arg1, %arg1, %arg1) : (f32, f32, f32) -> f32
  %14 = llvm.intr.smax(%arg0, %arg0) : (i32, i32) -> i32
  %15 = llvm.intr.fmuladd(%v, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %16 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %17 = llvm.intr.maxnum(%arg1, %arg1) : (f32, f32) -> f32
  %18 = llvm.intr.exp(%arg1) : (f32) -> f32
  %19 = llvm.intr.powi(%arg1, %arg0) : (f32, i32) -> f32
  %20 = llvm.freeze %arg0 : i32
  %21 = llvm.fadd %arg1, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %22 = llvm.mlir.constant(3) : i32
  %23 = llvm.mlir.constant(2.5) : f64
  %24 = llvm.mlir.constant(true) : i1
  %25 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
  %26 = llvm.uitofp nneg %arg0 : i32 to f32
  %27 = llvm.trunc %0 overflow<nsw> : i64 to i32
  %28 = llvm.call tail @vf(%arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  %29 = llvm.call fastcc @vf(%arg0) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  %30 = llvm.fdiv %arg1, %arg1 : f32
  %31 = llvm.intr.fabs(%arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  llvm.unreachable
}
llvm.func linkonce_odr @g() attributes {dso_local} {
  llvm.return
}
llvm.func extern_weak @h() -> !llvm.struct<(i32, array<2 x f32>)>
llvm.mlir.global private unnamed_addr constant @s("ab\00") {addr_space = 0 : i32, dso_local}
llvm.mlir.global internal @z(0 : i64) {alignment = 8 : i64} : i64
llvm.mlir.global weak_odr thread_local @t() : !llvm.array<2 x !llvm.ptr>
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
  llvm.comdat_selector @nodup nodeduplicate
}
llvm.mlir.global internal constant @gc(1 : i32) comdat(@__llvm_comdat::@any) : i32
llvm.func @fx(%v: vector<4xf32>, %i: i32, %p: !llvm.ptr, %x: f32) {
  %a = llvm.alloca %i x f32 {alignment = 0 : i64} : (i32) -> !llvm.ptr
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %1 = llvm.insertelement %x, %v[%i : i32] : vector<4xf32>
  %2 = llvm.shufflevector %v, %v [0, 1, 2, 3] : vector<4xf32>
  %3 = llvm.call_intrinsic "llvm.fabs.f32"(%x) : (f32) -> f32
  %c = llvm.icmp "eq" %i, %i : i32
  llvm.intr.assume %c : i1
  llvm.fence acquire
  %4 = llvm.atomicrmw add %p, %i monotonic : !llvm.ptr, i32
  %5 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  llvm.switch %i : i32, ^bb1 [
    1: ^bb1,
    2: ^bb2(%i : i32)
  ]
^bb1:
  llvm.return
^bb2(%z: i32):
  llvm.return
}
}

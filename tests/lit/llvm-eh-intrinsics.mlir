// The llvm ops and intrinsic families added for MLIR's LLVMIR tests (invoke, landingpad,
// resume, indirectbr, blocktag, blockaddress, inline_asm, va_arg, vscale_range, intrinsics with
// custom forms). Expected output: mlir-opt 22's, in custom and generic form.
// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --generic | FileCheck %s --check-prefix=GENERIC

// CHECK: module {
// CHECK-NEXT:   llvm.func @f(%arg0: i32) {
// CHECK-NEXT:     %0 = llvm.inline_asm has_side_effects is_align_stack tail_call_kind = <tail> asm_dialect = intel operand_attrs = [{elementtype = i32}] {foo} "bswap $0", "=r,r" %arg0 : (i32) -> i8
// CHECK-NEXT:     llvm.inline_asm "nop", ""  : () -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g(%arg0: !llvm.ptr) {
// CHECK-NEXT:     llvm.indirectbr %arg0 : !llvm.ptr, [
// CHECK-NEXT:     ^bb1,
// CHECK-NEXT:     ^bb2(%arg0 : !llvm.ptr)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.blocktag <id = 1>
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   ^bb2(%0: !llvm.ptr):  // pred: ^bb0
// CHECK-NEXT:     llvm.blocktag <id = 2>
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @h() -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.blockaddress <function = @g, tag = <id = 1>> : !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @v() vscale_range(1, 2) comdat(@c::@any) attributes {personality = @h}
// CHECK-NEXT:   llvm.comdat @c {
// CHECK-NEXT:     llvm.comdat_selector @any any
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @f3(%arg0: f32, %arg1: i32, %arg2: vector<2xf32>, %arg3: f64) {
// CHECK-NEXT:     %0 = llvm.intr.asin(%arg0) : (f32) -> f32
// CHECK-NEXT:     %1 = llvm.intr.acos(%arg0) : (f32) -> f32
// CHECK-NEXT:     %2 = llvm.intr.atan(%arg0) : (f32) -> f32
// CHECK-NEXT:     %3 = llvm.intr.atan2(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT:     %4 = llvm.intr.sinh(%arg0) : (f32) -> f32
// CHECK-NEXT:     %5 = llvm.intr.cosh(%arg0) : (f32) -> f32
// CHECK-NEXT:     %6 = llvm.intr.tanh(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT:     %7 = llvm.intr.fshl(%arg1, %arg1, %arg1) : (i32, i32, i32) -> i32
// CHECK-NEXT:     %8 = llvm.intr.fshr(%arg1, %arg1, %arg1) : (i32, i32, i32) -> i32
// CHECK-NEXT:     %9 = llvm.intr.sadd.sat(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %10 = llvm.intr.uadd.sat(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %11 = llvm.intr.ssub.sat(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %12 = llvm.intr.usub.sat(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %13 = llvm.intr.sshl.sat(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %14 = llvm.intr.ushl.sat(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %15 = llvm.intr.scmp(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %16 = llvm.intr.ucmp(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %17 = llvm.intr.lround(%arg0) : (f32) -> i32
// CHECK-NEXT:     %18 = llvm.intr.llround(%arg0) : (f32) -> i64
// CHECK-NEXT:     %19 = llvm.intr.lrint(%arg0) : (f32) -> i32
// CHECK-NEXT:     %20 = llvm.intr.llrint(%arg0) : (f32) -> i64
// CHECK-NEXT:     %21 = llvm.intr.ldexp(%arg0, %arg1) : (f32, i32) -> f32
// CHECK-NEXT:     %22 = llvm.intr.vector.reduce.fmin(%arg2) : (vector<2xf32>) -> f32
// CHECK-NEXT:     %23 = llvm.intr.experimental.constrained.fpext %arg0 ignore : f32 to f64
// CHECK-NEXT:     %24 = llvm.intr.experimental.constrained.fptrunc %arg3 dynamic strict : f64 to f32
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @p(%arg0: !llvm.ptr, %arg1: i32, %arg2: vector<4xf32>, %arg3: vector<8xf32>, %arg4: vector<[4]xf32>) {
// CHECK-NEXT:     llvm.intr.lifetime.start %arg0 : !llvm.ptr
// CHECK-NEXT:     %0 = llvm.intr.invariant.start 4, %arg0 : !llvm.ptr
// CHECK-NEXT:     llvm.intr.invariant.end %0, 4, %arg0 : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.intr.strip.invariant.group %arg0 : !llvm.ptr
// CHECK-NEXT:     llvm.intr.vastart %arg0 : !llvm.ptr
// CHECK-NEXT:     llvm.intr.vacopy %arg0 to %1 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %2 = llvm.va_arg %arg0 : (!llvm.ptr) -> i32
// CHECK-NEXT:     %3 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     llvm.intr.stackrestore %3 : !llvm.ptr
// CHECK-NEXT:     %4 = llvm.intr.vector.insert %arg2, %arg4[4] : vector<4xf32> into vector<[4]xf32>
// CHECK-NEXT:     %5 = llvm.intr.vector.extract %arg3[4] : vector<4xf32> from vector<8xf32>
// CHECK-NEXT:     %6 = llvm.intr.expect %arg1, %arg1 : i32
// CHECK-NEXT:     %7 = llvm.call_intrinsic "llvm.x"(%arg1) : (i32 {llvm.zeroext}) -> (i32 {llvm.noundef})
// CHECK-NEXT:     llvm.intr.trap
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @pers(...) -> i32
// CHECK-NEXT:   llvm.func @callee(i32) -> i32
// CHECK-NEXT:   llvm.func @eh(%arg0: i32) -> i32 attributes {personality = @pers} {
// CHECK-NEXT:     %0 = llvm.invoke fastcc @callee(%arg0) to ^bb1(%arg0 : i32) unwind ^bb2 {foo} : (i32 {llvm.signext}) -> i32
// CHECK-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     llvm.return %1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:     llvm.resume %2 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg11: i32):
// GENERIC-NEXT:     %38 = "llvm.inline_asm"(%arg11) <{asm_dialect = 1 : i64, asm_string = "bswap $0", constraints = "=r,r", has_side_effects, is_align_stack, operand_attrs = [{elementtype = i32}], tail_call_kind = #llvm.tailcallkind<tail>}> {foo} : (i32) -> i8
// GENERIC-NEXT:     "llvm.inline_asm"() <{asm_string = "nop", constraints = "", tail_call_kind = #llvm.tailcallkind<none>}> : () -> ()
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg10: !llvm.ptr):
// GENERIC-NEXT:     "llvm.indirectbr"(%arg10, %arg10)[^bb1, ^bb2] <{indbr_operand_segments = array<i32: 0, 1>}> : (!llvm.ptr, !llvm.ptr) -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     "llvm.blocktag"() <{tag = #llvm.blocktag<id = 1>}> : () -> ()
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   ^bb2(%37: !llvm.ptr):  // pred: ^bb0
// GENERIC-NEXT:     "llvm.blocktag"() <{tag = #llvm.blocktag<id = 2>}> : () -> ()
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:     %36 = "llvm.blockaddress"() <{block_addr = #llvm.blockaddress<function = @g, tag = <id = 1>>}> : () -> !llvm.ptr
// GENERIC-NEXT:     "llvm.return"(%36) : (!llvm.ptr) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, comdat = @c::@any, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, personality = @h, sym_name = "v", unnamed_addr = 0 : i64, visibility_ = 0 : i64, vscale_range = #llvm.vscale_range<minRange = 1 : i32, maxRange = 2 : i32>}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.comdat"() <{sym_name = "c"}> ({
// GENERIC-NEXT:     "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "any"}> : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, i32, vector<2xf32>, f64)>, linkage = #llvm.linkage<external>, sym_name = "f3", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg6: f32, %arg7: i32, %arg8: vector<2xf32>, %arg9: f64):
// GENERIC-NEXT:     %11 = "llvm.intr.asin"(%arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %12 = "llvm.intr.acos"(%arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %13 = "llvm.intr.atan"(%arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %14 = "llvm.intr.atan2"(%arg6, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %15 = "llvm.intr.sinh"(%arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %16 = "llvm.intr.cosh"(%arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %17 = "llvm.intr.tanh"(%arg6) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
// GENERIC-NEXT:     %18 = "llvm.intr.fshl"(%arg7, %arg7, %arg7) : (i32, i32, i32) -> i32
// GENERIC-NEXT:     %19 = "llvm.intr.fshr"(%arg7, %arg7, %arg7) : (i32, i32, i32) -> i32
// GENERIC-NEXT:     %20 = "llvm.intr.sadd.sat"(%arg7, %arg7) : (i32, i32) -> i32
// GENERIC-NEXT:     %21 = "llvm.intr.uadd.sat"(%arg7, %arg7) : (i32, i32) -> i32
// GENERIC-NEXT:     %22 = "llvm.intr.ssub.sat"(%arg7, %arg7) : (i32, i32) -> i32
// GENERIC-NEXT:     %23 = "llvm.intr.usub.sat"(%arg7, %arg7) : (i32, i32) -> i32
// GENERIC-NEXT:     %24 = "llvm.intr.sshl.sat"(%arg7, %arg7) : (i32, i32) -> i32
// GENERIC-NEXT:     %25 = "llvm.intr.ushl.sat"(%arg7, %arg7) : (i32, i32) -> i32
// GENERIC-NEXT:     %26 = "llvm.intr.scmp"(%arg7, %arg7) : (i32, i32) -> i32
// GENERIC-NEXT:     %27 = "llvm.intr.ucmp"(%arg7, %arg7) : (i32, i32) -> i32
// GENERIC-NEXT:     %28 = "llvm.intr.lround"(%arg6) : (f32) -> i32
// GENERIC-NEXT:     %29 = "llvm.intr.llround"(%arg6) : (f32) -> i64
// GENERIC-NEXT:     %30 = "llvm.intr.lrint"(%arg6) : (f32) -> i32
// GENERIC-NEXT:     %31 = "llvm.intr.llrint"(%arg6) : (f32) -> i64
// GENERIC-NEXT:     %32 = "llvm.intr.ldexp"(%arg6, %arg7) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
// GENERIC-NEXT:     %33 = "llvm.intr.vector.reduce.fmin"(%arg8) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf32>) -> f32
// GENERIC-NEXT:     %34 = "llvm.intr.experimental.constrained.fpext"(%arg6) <{fpExceptionBehavior = 0 : i64}> : (f32) -> f64
// GENERIC-NEXT:     %35 = "llvm.intr.experimental.constrained.fptrunc"(%arg9) <{fpExceptionBehavior = 2 : i64, roundingmode = 7 : i64}> : (f64) -> f32
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i32, vector<4xf32>, vector<8xf32>, vector<[4]xf32>)>, linkage = #llvm.linkage<external>, sym_name = "p", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg1: !llvm.ptr, %arg2: i32, %arg3: vector<4xf32>, %arg4: vector<8xf32>, %arg5: vector<[4]xf32>):
// GENERIC-NEXT:     "llvm.intr.lifetime.start"(%arg1) : (!llvm.ptr) -> ()
// GENERIC-NEXT:     %3 = "llvm.intr.invariant.start"(%arg1) <{size = 4 : i64}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:     "llvm.intr.invariant.end"(%3, %arg1) <{size = 4 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// GENERIC-NEXT:     %4 = "llvm.intr.strip.invariant.group"(%arg1) : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:     "llvm.intr.vastart"(%arg1) : (!llvm.ptr) -> ()
// GENERIC-NEXT:     "llvm.intr.vacopy"(%4, %arg1) : (!llvm.ptr, !llvm.ptr) -> ()
// GENERIC-NEXT:     %5 = "llvm.va_arg"(%arg1) : (!llvm.ptr) -> i32
// GENERIC-NEXT:     %6 = "llvm.intr.stacksave"() : () -> !llvm.ptr
// GENERIC-NEXT:     "llvm.intr.stackrestore"(%6) : (!llvm.ptr) -> ()
// GENERIC-NEXT:     %7 = "llvm.intr.vector.insert"(%arg5, %arg3) <{pos = 4 : i64}> : (vector<[4]xf32>, vector<4xf32>) -> vector<[4]xf32>
// GENERIC-NEXT:     %8 = "llvm.intr.vector.extract"(%arg4) <{pos = 4 : i64}> : (vector<8xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %9 = "llvm.intr.expect"(%arg2, %arg2) : (i32, i32) -> i32
// GENERIC-NEXT:     %10 = "llvm.call_intrinsic"(%arg2) <{arg_attrs = [{llvm.zeroext}], fastmathFlags = #llvm.fastmath<none>, intrin = "llvm.x", op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, res_attrs = [{llvm.noundef}]}> : (i32) -> i32
// GENERIC-NEXT:     "llvm.intr.trap"() : () -> ()
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (...)>, linkage = #llvm.linkage<external>, sym_name = "pers", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, personality = @pers, sym_name = "eh", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     %0 = "llvm.invoke"(%arg0, %arg0)[^bb1, ^bb2] <{CConv = #llvm.cconv<fastcc>, arg_attrs = [{llvm.signext}], callee = @callee, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> {foo} : (i32, i32) -> i32
// GENERIC-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// GENERIC-NEXT:     "llvm.return"(%1) : (i32) -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb0
// GENERIC-NEXT:     %2 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
// GENERIC-NEXT:     "llvm.resume"(%2) : (!llvm.struct<(ptr, i32)>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

llvm.func @f(%arg0: i32) {
  %0 = llvm.inline_asm has_side_effects is_align_stack tail_call_kind = <tail> asm_dialect = intel operand_attrs = [{elementtype = i32}] {foo} "bswap $0", "=r,r" %arg0 : (i32) -> i8
  llvm.inline_asm "nop", "" : () -> ()
  llvm.return
}
llvm.func @g(%arg0: !llvm.ptr) {
  llvm.indirectbr %arg0 : !llvm.ptr, [
  ^bb1,
  ^bb2(%arg0 : !llvm.ptr)
  ]
^bb1:
  llvm.blocktag <id = 1>
  llvm.return
^bb2(%a: !llvm.ptr):
  llvm.blocktag <id = 2>
  llvm.return
}
llvm.func @h() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @g, tag = <id = 1>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @v() vscale_range(1, 2) comdat(@c::@any) attributes {personality = @h}
llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.func @f3(%x: f32, %i: i32, %v: vector<2xf32>, %e: f64) {
  %0 = llvm.intr.asin(%x) : (f32) -> f32
  %1 = llvm.intr.acos(%x) : (f32) -> f32
  %2 = llvm.intr.atan(%x) : (f32) -> f32
  %3 = llvm.intr.atan2(%x, %x) : (f32, f32) -> f32
  %4 = llvm.intr.sinh(%x) : (f32) -> f32
  %5 = llvm.intr.cosh(%x) : (f32) -> f32
  %6 = llvm.intr.tanh(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %7 = llvm.intr.fshl(%i, %i, %i) : (i32, i32, i32) -> i32
  %8 = llvm.intr.fshr(%i, %i, %i) : (i32, i32, i32) -> i32
  %9 = llvm.intr.sadd.sat(%i, %i) : (i32, i32) -> i32
  %10 = llvm.intr.uadd.sat(%i, %i) : (i32, i32) -> i32
  %11 = llvm.intr.ssub.sat(%i, %i) : (i32, i32) -> i32
  %12 = llvm.intr.usub.sat(%i, %i) : (i32, i32) -> i32
  %13 = llvm.intr.sshl.sat(%i, %i) : (i32, i32) -> i32
  %14 = llvm.intr.ushl.sat(%i, %i) : (i32, i32) -> i32
  %15 = llvm.intr.scmp(%i, %i) : (i32, i32) -> i32
  %16 = llvm.intr.ucmp(%i, %i) : (i32, i32) -> i32
  %17 = llvm.intr.lround(%x) : (f32) -> i32
  %18 = llvm.intr.llround(%x) : (f32) -> i64
  %19 = llvm.intr.lrint(%x) : (f32) -> i32
  %20 = llvm.intr.llrint(%x) : (f32) -> i64
  %21 = llvm.intr.ldexp(%x, %i) : (f32, i32) -> f32
  %22 = llvm.intr.vector.reduce.fmin(%v) : (vector<2xf32>) -> f32
  %23 = llvm.intr.experimental.constrained.fpext %x ignore : f32 to f64
  %24 = llvm.intr.experimental.constrained.fptrunc %e dynamic strict : f64 to f32
  llvm.return
}
llvm.func @p(%p: !llvm.ptr, %i: i32, %v4: vector<4xf32>, %v8: vector<8xf32>, %s: vector<[4]xf32>) {
  llvm.intr.lifetime.start %p : !llvm.ptr
  %0 = llvm.intr.invariant.start 4, %p : !llvm.ptr
  llvm.intr.invariant.end %0, 4, %p : !llvm.ptr
  %1 = llvm.intr.strip.invariant.group %p : !llvm.ptr
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vacopy %p to %1 : !llvm.ptr, !llvm.ptr
  %2 = llvm.va_arg %p : (!llvm.ptr) -> i32
  %3 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %3 : !llvm.ptr
  %4 = llvm.intr.vector.insert %v4, %s[4] : vector<4xf32> into vector<[4]xf32>
  %5 = llvm.intr.vector.extract %v8[4] : vector<4xf32> from vector<8xf32>
  %6 = llvm.intr.expect %i, %i : i32
  %7 = llvm.call_intrinsic "llvm.x"(%i) : (i32 {llvm.zeroext}) -> (i32 {llvm.noundef})
  llvm.intr.trap
  llvm.return
}
llvm.func @pers(...) -> i32
llvm.func @callee(i32) -> i32
llvm.func @eh(%a: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke fastcc @callee(%a) to ^bb1(%a : i32) unwind ^bb2 {foo} : (i32 {llvm.signext}) -> i32
^bb1(%x: i32):
  llvm.return %x : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

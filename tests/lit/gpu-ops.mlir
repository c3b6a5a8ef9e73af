// Round trips of the gpu dialect's host and kernel ops (gpu.module, gpu.func, gpu.launch,
// gpu.launch_func, gpu.wait, gpu.alloc, gpu.dealloc, gpu.memcpy, gpu.memset, gpu.barrier, the id
// ops, gpu.warp_execute_on_lane_0, gpu.printf, gpu.shuffle, gpu.rotate, gpu.all_reduce,
// gpu.subgroup_reduce, gpu.dynamic_shared_memory, gpu.set_default_device) and the
// !gpu.async.token type: custom form, generic form, and generic form read back.
// CHECK lines are mlir-opt 22's output for this file (custom form:
// /usr/lib/llvm-22/bin/mlir-opt --split-input-file; GENERIC lines: the same with
// --mlir-print-op-generic), checked when the file was written.
// RUN: tessera opt --split-input-file %s | FileCheck %s
// RUN: tessera opt --split-input-file %s --generic | tessera opt --split-input-file - | FileCheck %s
// RUN: tessera opt --split-input-file %s --generic | FileCheck %s --check-prefix=GENERIC

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT: gpu.module @kernels {
// CHECK-NEXT: gpu.func @kernel_1(%arg0: f32, %arg1: memref<?xf32, 1>) workgroup(%arg2 : memref<32xf32, 3>) private(%arg3 : memref<4xf32, 5>, %arg4 : memref<1xf32, 5>) kernel attributes {foo = "bar"} {
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %thread_id_y = gpu.thread_id  y upper_bound 64
// CHECK-NEXT: %block_id_x = gpu.block_id  x
// CHECK-NEXT: %block_id_z = gpu.block_id  z
// CHECK-NEXT: %block_dim_y = gpu.block_dim  y
// CHECK-NEXT: %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT: %global_id_x = gpu.global_id  x
// CHECK-NEXT: %0 = gpu.lane_id
// CHECK-NEXT: %1 = gpu.subgroup_id : index
// CHECK-NEXT: %2 = gpu.num_subgroups : index
// CHECK-NEXT: %3 = gpu.subgroup_size : index
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store %arg0, %arg1[%thread_id_x] : memref<?xf32, 1>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @kernel_2() kernel {
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @helper(%arg0: index {llvm.noundef}) -> index {
// CHECK-NEXT: gpu.return %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: func.func @launch(%arg0: index, %arg1: memref<?xf32, 1>, %arg2: f32, %arg3: i32) {
// CHECK-NEXT: gpu.launch blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) threads(%arg7, %arg8, %arg9) in (%arg13 = %arg0, %arg14 = %arg0, %arg15 = %arg0) {
// CHECK-NEXT: memref.store %arg2, %arg1[%arg7] : memref<?xf32, 1>
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: %1 = gpu.launch async [%0] blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) threads(%arg7, %arg8, %arg9) in (%arg13 = %arg0, %arg14 = %arg0, %arg15 = %arg0) dynamic_shared_memory_size %arg3 workgroup(%arg16 : memref<4xf32, 3>) private(%arg17 : memref<1xf32, 5>) {
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: } {tag}
// CHECK-NEXT: %2 = gpu.launch async blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) threads(%arg7, %arg8, %arg9) in (%arg13 = %arg0, %arg14 = %arg0, %arg15 = %arg0) {
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: gpu.launch clusters(%arg16, %arg17, %arg18) in (%arg19 = %arg0, %arg20 = %arg0, %arg21 = %arg0) blocks(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %arg0, %arg12 = %arg0) threads(%arg7, %arg8, %arg9) in (%arg13 = %arg0, %arg14 = %arg0, %arg15 = %arg0) module(@outlined) function(@fn) {
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @launch_func(%arg0: index, %arg1: memref<?xf32, 1>, %arg2: f32, %arg3: i32, %arg4: i64, %arg5: !llvm.ptr) {
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: gpu.launch_func  @kernels::@kernel_1 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg2 : f32, %arg1 : memref<?xf32, 1>)
// CHECK-NEXT: gpu.launch_func  @kernels::@kernel_1 clusters in (%arg0, %arg0, %arg0) blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  dynamic_shared_memory_size %arg3 args(%arg2 : f32, %arg1 : memref<?xf32, 1>) {tag}
// CHECK-NEXT: %1 = gpu.launch_func async [%0] @kernels::@kernel_2 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)
// CHECK-NEXT: %2 = gpu.launch_func async @kernels::@kernel_2 blocks in (%arg4, %arg4, %arg4) threads in (%arg4, %arg4, %arg4) : i64 dynamic_shared_memory_size %arg3
// CHECK-NEXT: gpu.launch_func <%arg5 : !llvm.ptr> @kernels::@kernel_1 blocks in (%arg4, %arg4, %arg4) threads in (%arg4, %arg4, %arg4) : i64 args(%arg2 : f32, %arg1 : memref<?xf32, 1>)
// CHECK-NEXT: gpu.wait [%1, %2]
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "gpu.module"() <{sym_name = "kernels"}> ({
// GENERIC-NEXT: "gpu.func"() <{function_type = (f32, memref<?xf32, 1>) -> ()}> ({
// GENERIC-NEXT: ^bb0(%arg67: f32, %arg68: memref<?xf32, 1>, %arg69: memref<32xf32, 3>, %arg70: memref<4xf32, 5>, %arg71: memref<1xf32, 5>):
// GENERIC-NEXT: %6 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC-NEXT: %7 = "gpu.thread_id"() <{dimension = #gpu<dim y>, upper_bound = 64 : index}> : () -> index
// GENERIC-NEXT: %8 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC-NEXT: %9 = "gpu.block_id"() <{dimension = #gpu<dim z>}> : () -> index
// GENERIC-NEXT: %10 = "gpu.block_dim"() <{dimension = #gpu<dim y>}> : () -> index
// GENERIC-NEXT: %11 = "gpu.grid_dim"() <{dimension = #gpu<dim z>}> : () -> index
// GENERIC-NEXT: %12 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC-NEXT: %13 = "gpu.lane_id"() : () -> index
// GENERIC-NEXT: %14 = "gpu.subgroup_id"() : () -> index
// GENERIC-NEXT: %15 = "gpu.num_subgroups"() : () -> index
// GENERIC-NEXT: %16 = "gpu.subgroup_size"() : () -> index
// GENERIC-NEXT: "gpu.barrier"() : () -> ()
// GENERIC-NEXT: "memref.store"(%arg67, %arg68, %6) : (f32, memref<?xf32, 1>, index) -> ()
// GENERIC-NEXT: "gpu.return"() : () -> ()
// GENERIC-NEXT: }) {foo = "bar", gpu.kernel, sym_name = "kernel_1", workgroup_attributions = 1 : i64} : () -> ()
// GENERIC-NEXT: "gpu.func"() <{function_type = () -> ()}> ({
// GENERIC-NEXT: "gpu.return"() : () -> ()
// GENERIC-NEXT: }) {gpu.kernel, sym_name = "kernel_2", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT: "gpu.func"() <{arg_attrs = [{llvm.noundef}], function_type = (index) -> index}> ({
// GENERIC-NEXT: ^bb0(%arg66: index):
// GENERIC-NEXT: "gpu.return"(%arg66) : (index) -> ()
// GENERIC-NEXT: }) {sym_name = "helper", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index, memref<?xf32, 1>, f32, i32) -> (), sym_name = "launch"}> ({
// GENERIC-NEXT: ^bb0(%arg6: index, %arg7: memref<?xf32, 1>, %arg8: f32, %arg9: i32):
// GENERIC-NEXT: "gpu.launch"(%arg6, %arg6, %arg6, %arg6, %arg6, %arg6) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg54: index, %arg55: index, %arg56: index, %arg57: index, %arg58: index, %arg59: index, %arg60: index, %arg61: index, %arg62: index, %arg63: index, %arg64: index, %arg65: index):
// GENERIC-NEXT: "memref.store"(%arg8, %arg7, %arg57) : (f32, memref<?xf32, 1>, index) -> ()
// GENERIC-NEXT: "gpu.terminator"() : () -> ()
// GENERIC-NEXT: }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT: %3 = "gpu.wait"() : () -> !gpu.async.token
// GENERIC-NEXT: %4 = "gpu.launch"(%3, %arg6, %arg6, %arg6, %arg6, %arg6, %arg6, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg40: index, %arg41: index, %arg42: index, %arg43: index, %arg44: index, %arg45: index, %arg46: index, %arg47: index, %arg48: index, %arg49: index, %arg50: index, %arg51: index, %arg52: memref<4xf32, 3>, %arg53: memref<1xf32, 5>):
// GENERIC-NEXT: "gpu.terminator"() : () -> ()
// GENERIC-NEXT: }) {tag, workgroup_attributions = 1 : i64} : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
// GENERIC-NEXT: %5 = "gpu.launch"(%arg6, %arg6, %arg6, %arg6, %arg6, %arg6) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg28: index, %arg29: index, %arg30: index, %arg31: index, %arg32: index, %arg33: index, %arg34: index, %arg35: index, %arg36: index, %arg37: index, %arg38: index, %arg39: index):
// GENERIC-NEXT: "gpu.terminator"() : () -> ()
// GENERIC-NEXT: }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> !gpu.async.token
// GENERIC-NEXT: "gpu.launch"(%arg6, %arg6, %arg6, %arg6, %arg6, %arg6, %arg6, %arg6, %arg6) <{function = @fn, module = @outlined, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: index, %arg15: index, %arg16: index, %arg17: index, %arg18: index, %arg19: index, %arg20: index, %arg21: index, %arg22: index, %arg23: index, %arg24: index, %arg25: index, %arg26: index, %arg27: index):
// GENERIC-NEXT: "gpu.terminator"() : () -> ()
// GENERIC-NEXT: }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index, index, index, index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index, memref<?xf32, 1>, f32, i32, i64, !llvm.ptr) -> (), sym_name = "launch_func"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: memref<?xf32, 1>, %arg2: f32, %arg3: i32, %arg4: i64, %arg5: !llvm.ptr):
// GENERIC-NEXT: %0 = "gpu.wait"() : () -> !gpu.async.token
// GENERIC-NEXT: "gpu.launch_func"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg2, %arg1) <{kernel = @kernels::@kernel_1, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, f32, memref<?xf32, 1>) -> ()
// GENERIC-NEXT: "gpu.launch_func"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg3, %arg2, %arg1) <{kernel = @kernels::@kernel_1, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 0>}> {tag} : (index, index, index, index, index, index, index, index, index, i32, f32, memref<?xf32, 1>) -> ()
// GENERIC-NEXT: %1 = "gpu.launch_func"(%0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{kernel = @kernels::@kernel_2, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (!gpu.async.token, index, index, index, index, index, index) -> !gpu.async.token
// GENERIC-NEXT: %2 = "gpu.launch_func"(%arg4, %arg4, %arg4, %arg4, %arg4, %arg4, %arg3) <{kernel = @kernels::@kernel_2, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0>}> : (i64, i64, i64, i64, i64, i64, i32) -> !gpu.async.token
// GENERIC-NEXT: "gpu.launch_func"(%arg4, %arg4, %arg4, %arg4, %arg4, %arg4, %arg2, %arg1, %arg5) <{kernel = @kernels::@kernel_1, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 1>}> : (i64, i64, i64, i64, i64, i64, f32, memref<?xf32, 1>, !llvm.ptr) -> ()
// GENERIC-NEXT: "gpu.wait"(%1, %2) : (!gpu.async.token, !gpu.async.token) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) {gpu.container_module} : () -> ()

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg0: f32, %arg1: memref<?xf32, 1>) workgroup(%w: memref<32xf32, 3>) private(%p: memref<4xf32, 5>, %q: memref<1xf32, 5>) kernel attributes {foo = "bar"} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y upper_bound 64
      %bx = gpu.block_id x
      %by = gpu.block_id z
      %dx = gpu.block_dim y
      %gx = gpu.grid_dim z
      %glx = gpu.global_id x
      %lane = gpu.lane_id
      %sg = gpu.subgroup_id : index
      %nsg = gpu.num_subgroups : index
      %sgs = gpu.subgroup_size : index
      gpu.barrier
      memref.store %arg0, %arg1[%tx] : memref<?xf32, 1>
      gpu.return
    }
    gpu.func @kernel_2() kernel {
      gpu.return
    }
    gpu.func @helper(%x: index {llvm.noundef}) -> index {
      gpu.return %x : index
    }
  }
  func.func @launch(%sz: index, %m: memref<?xf32, 1>, %f: f32, %shm: i32) {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
               threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
      memref.store %f, %m[%tx] : memref<?xf32, 1>
      gpu.terminator
    }
    %t0 = gpu.wait async
    %t1 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
               threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) dynamic_shared_memory_size %shm
               workgroup(%w: memref<4xf32, 3>) private(%p: memref<1xf32, 5>) {
      gpu.terminator
    } {tag}
    %t2 = gpu.launch async blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
               threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
      gpu.terminator
    }
    gpu.launch clusters(%cx, %cy, %cz) in (%ccx = %sz, %ccy = %sz, %ccz = %sz) blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
               threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) module(@outlined) function(@fn) {
      gpu.terminator
    }
    return
  }
  func.func @launch_func(%sz: index, %m: memref<?xf32, 1>, %f: f32, %shm: i32, %i64: i64, %p: !llvm.ptr) {
    %t0 = gpu.wait async
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32, %m : memref<?xf32, 1>)
    gpu.launch_func @kernels::@kernel_1 clusters in (%sz, %sz, %sz) blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) dynamic_shared_memory_size %shm args(%f : f32, %m : memref<?xf32, 1>) {tag}
    %t1 = gpu.launch_func async [%t0] @kernels::@kernel_2 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %t2 = gpu.launch_func async @kernels::@kernel_2 blocks in (%i64, %i64, %i64) threads in (%i64, %i64, %i64) : i64 dynamic_shared_memory_size %shm
    gpu.launch_func <%p : !llvm.ptr> @kernels::@kernel_1 blocks in (%i64, %i64, %i64) threads in (%i64, %i64, %i64) : i64 args(%f : f32, %m : memref<?xf32, 1>)
    gpu.wait [%t1, %t2]
    return
  }
}

// -----

// CHECK: func.func @memory(%arg0: index, %arg1: memref<?xf32, 1>, %arg2: f32) {
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: %memref = gpu.alloc  () : memref<13xf32, 1>
// CHECK-NEXT: %memref_0, %asyncToken = gpu.alloc async [%0] (%arg0) : memref<?xf32, 1>
// CHECK-NEXT: %memref_1 = gpu.alloc  host_shared (%arg0) {tag} : memref<?xf32, 1>
// CHECK-NEXT: %memref_2 = gpu.alloc  (%arg0)[%arg0] : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: gpu.memcpy  %memref_0, %arg1 : memref<?xf32, 1>, memref<?xf32, 1>
// CHECK-NEXT: %1 = gpu.memcpy async [%asyncToken] %memref_0, %arg1 : memref<?xf32, 1>, memref<?xf32, 1>
// CHECK-NEXT: gpu.memset  %memref, %arg2 : memref<13xf32, 1>, f32
// CHECK-NEXT: %2 = gpu.memset async [%1] %memref_0, %arg2 : memref<?xf32, 1>, f32
// CHECK-NEXT: gpu.dealloc  %memref : memref<13xf32, 1>
// CHECK-NEXT: %3 = gpu.dealloc async [%2] %memref_0 : memref<?xf32, 1>
// CHECK-NEXT: %4 = gpu.wait async [%2, %3]
// CHECK-NEXT: gpu.wait [%4]
// CHECK-NEXT: gpu.wait
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC: "func.func"() <{function_type = (index, memref<?xf32, 1>, f32) -> (), sym_name = "memory"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: memref<?xf32, 1>, %arg2: f32):
// GENERIC-NEXT: %0 = "gpu.wait"() : () -> !gpu.async.token
// GENERIC-NEXT: %1 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<13xf32, 1>
// GENERIC-NEXT: %2:2 = "gpu.alloc"(%0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!gpu.async.token, index) -> (memref<?xf32, 1>, !gpu.async.token)
// GENERIC-NEXT: %3 = "gpu.alloc"(%arg0) <{hostShared, operandSegmentSizes = array<i32: 0, 1, 0>}> {tag} : (index) -> memref<?xf32, 1>
// GENERIC-NEXT: %4 = "gpu.alloc"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (index, index) -> memref<?xf32, strided<[1], offset: ?>>
// GENERIC-NEXT: "gpu.memcpy"(%2#0, %arg1) : (memref<?xf32, 1>, memref<?xf32, 1>) -> ()
// GENERIC-NEXT: %5 = "gpu.memcpy"(%2#1, %2#0, %arg1) : (!gpu.async.token, memref<?xf32, 1>, memref<?xf32, 1>) -> !gpu.async.token
// GENERIC-NEXT: "gpu.memset"(%1, %arg2) : (memref<13xf32, 1>, f32) -> ()
// GENERIC-NEXT: %6 = "gpu.memset"(%5, %2#0, %arg2) : (!gpu.async.token, memref<?xf32, 1>, f32) -> !gpu.async.token
// GENERIC-NEXT: "gpu.dealloc"(%1) : (memref<13xf32, 1>) -> ()
// GENERIC-NEXT: %7 = "gpu.dealloc"(%6, %2#0) : (!gpu.async.token, memref<?xf32, 1>) -> !gpu.async.token
// GENERIC-NEXT: %8 = "gpu.wait"(%6, %7) : (!gpu.async.token, !gpu.async.token) -> !gpu.async.token
// GENERIC-NEXT: "gpu.wait"(%8) : (!gpu.async.token) -> ()
// GENERIC-NEXT: "gpu.wait"() : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @memory(%sz: index, %src: memref<?xf32, 1>, %v: f32) {
  %t0 = gpu.wait async
  %m0 = gpu.alloc () : memref<13xf32, 1>
  %m1, %t1 = gpu.alloc async [%t0] (%sz) : memref<?xf32, 1>
  %m2 = gpu.alloc host_shared (%sz) {tag} : memref<?xf32, 1>
  %m3 = gpu.alloc (%sz) [%sz] : memref<?xf32, strided<[1], offset: ?>>
  gpu.memcpy %m1, %src : memref<?xf32, 1>, memref<?xf32, 1>
  %t2 = gpu.memcpy async [%t1] %m1, %src : memref<?xf32, 1>, memref<?xf32, 1>
  gpu.memset %m0, %v : memref<13xf32, 1>, f32
  %t3 = gpu.memset async [%t2] %m1, %v : memref<?xf32, 1>, f32
  gpu.dealloc %m0 : memref<13xf32, 1>
  %t4 = gpu.dealloc async [%t3] %m1 : memref<?xf32, 1>
  %t5 = gpu.wait async [%t3, %t4]
  gpu.wait [%t5]
  gpu.wait
  return
}

// -----

// CHECK: func.func @token(%arg0: !gpu.async.token) -> !gpu.async.token {
// CHECK-NEXT: %0 = gpu.wait async [%arg0]
// CHECK-NEXT: return %0 : !gpu.async.token
// CHECK-NEXT: }
// GENERIC: "func.func"() <{function_type = (!gpu.async.token) -> !gpu.async.token, sym_name = "token"}> ({
// GENERIC-NEXT: ^bb0(%arg0: !gpu.async.token):
// GENERIC-NEXT: %0 = "gpu.wait"(%arg0) : (!gpu.async.token) -> !gpu.async.token
// GENERIC-NEXT: "func.return"(%0) : (!gpu.async.token) -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @token(%arg0: !gpu.async.token) -> !gpu.async.token {
  %0 = gpu.wait async [%arg0]
  return %0 : !gpu.async.token
}

// -----

// CHECK: gpu.module @targets [#nvvm.target, #rocdl.target<chip = "gfx90a">] attributes {tag} {
// CHECK-NEXT: gpu.func @k(%arg0: f32) kernel {
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "gpu.module"() <{sym_name = "targets", targets = [#nvvm.target, #rocdl.target<chip = "gfx90a">]}> ({
// GENERIC-NEXT: "gpu.func"() <{function_type = (f32) -> ()}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32):
// GENERIC-NEXT: "gpu.return"() : () -> ()
// GENERIC-NEXT: }) {gpu.kernel, sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT: }) {tag} : () -> ()

gpu.module @targets [#nvvm.target, #rocdl.target<chip = "gfx90a">] attributes {tag} {
  gpu.func @k(%arg0: f32) kernel {
    gpu.return
  }
}

// -----

// CHECK: gpu.module @handler<#gpu.select_object<0 : i64>> [#nvvm.target] {
// CHECK-NEXT: }
// GENERIC: "gpu.module"() <{offloadingHandler = #gpu.select_object<0 : i64>, sym_name = "handler", targets = [#nvvm.target]}> ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()

gpu.module @handler <#gpu.select_object<0>> [#nvvm.target] {
}

// -----

// CHECK: gpu.module @generic_func {
// CHECK-NEXT: gpu.func @k(%arg0: f32) workgroup(%arg1 : memref<5xf32, 3>) kernel {
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "gpu.module"() <{sym_name = "generic_func"}> ({
// GENERIC-NEXT: "gpu.func"() <{function_type = (f32) -> ()}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32, %arg1: memref<5xf32, 3>):
// GENERIC-NEXT: "gpu.return"() : () -> ()
// GENERIC-NEXT: }) {gpu.kernel, sym_name = "k", workgroup_attributions = 1 : i64} : () -> ()
// GENERIC-NEXT: }) : () -> ()

gpu.module @generic_func {
  "gpu.func"() ({
  ^bb0(%arg0: f32, %arg1: memref<5xf32, 3>):
    "gpu.return"() : () -> ()
  }) {function_type = (f32) -> (), gpu.kernel, sym_name = "k", workgroup_attributions = 1 : i64} : () -> ()
}

// -----

// CHECK: func.func @warp(%arg0: index, %arg1: vector<4xi32>, %arg2: f32) -> (vector<1x4xi32>, vector<4xi32>) {
// CHECK-NEXT: gpu.warp_execute_on_lane_0(%arg0)[32] {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = gpu.warp_execute_on_lane_0(%arg0)[32] -> (vector<1x4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<4x32xi32>
// CHECK-NEXT: gpu.yield %cst : vector<4x32xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = gpu.warp_execute_on_lane_0(%arg0)[32] args(%arg1, %arg2 : vector<4xi32>, f32) -> (vector<4xi32>, f32) {
// CHECK-NEXT: ^bb0(%arg3: vector<128xi32>, %arg4: f32):
// CHECK-NEXT: %2 = arith.addi %arg3, %arg3 : vector<128xi32>
// CHECK-NEXT: gpu.yield %2, %arg4 : vector<128xi32>, f32
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0, %1#0 : vector<1x4xi32>, vector<4xi32>
// CHECK-NEXT: }
// GENERIC: "func.func"() <{function_type = (index, vector<4xi32>, f32) -> (vector<1x4xi32>, vector<4xi32>), sym_name = "warp"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: vector<4xi32>, %arg2: f32):
// GENERIC-NEXT: "gpu.warp_execute_on_lane_0"(%arg0) <{warp_size = 32 : i64}> ({
// GENERIC-NEXT: "gpu.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: %0 = "gpu.warp_execute_on_lane_0"(%arg0) <{warp_size = 32 : i64}> ({
// GENERIC-NEXT: %3 = "arith.constant"() <{value = dense<2> : vector<4x32xi32>}> : () -> vector<4x32xi32>
// GENERIC-NEXT: "gpu.yield"(%3) : (vector<4x32xi32>) -> ()
// GENERIC-NEXT: }) : (index) -> vector<1x4xi32>
// GENERIC-NEXT: %1:2 = "gpu.warp_execute_on_lane_0"(%arg0, %arg1, %arg2) <{warp_size = 32 : i64}> ({
// GENERIC-NEXT: ^bb0(%arg3: vector<128xi32>, %arg4: f32):
// GENERIC-NEXT: %2 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (vector<128xi32>, vector<128xi32>) -> vector<128xi32>
// GENERIC-NEXT: "gpu.yield"(%2, %arg4) : (vector<128xi32>, f32) -> ()
// GENERIC-NEXT: }) {tag} : (index, vector<4xi32>, f32) -> (vector<4xi32>, f32)
// GENERIC-NEXT: "func.return"(%0, %1#0) : (vector<1x4xi32>, vector<4xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @warp(%laneid: index, %v0: vector<4xi32>, %s: f32) -> (vector<1x4xi32>, vector<4xi32>) {
  gpu.warp_execute_on_lane_0(%laneid)[32] {
  }
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<1x4xi32>) {
    %c = arith.constant dense<2> : vector<4x32xi32>
    gpu.yield %c : vector<4x32xi32>
  }
  %1, %2 = gpu.warp_execute_on_lane_0(%laneid)[32] args(%v0, %s : vector<4xi32>, f32) -> (vector<4xi32>, f32) {
  ^bb0(%arg0: vector<128xi32>, %arg1: f32):
    %3 = arith.addi %arg0, %arg0 : vector<128xi32>
    gpu.yield %3, %arg1 : vector<128xi32>, f32
  } {tag}
  return %0, %1 : vector<1x4xi32>, vector<4xi32>
}

// -----

// CHECK: gpu.module @m {
// CHECK-NEXT: gpu.func @f(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>) {
// CHECK-NEXT: gpu.printf "Value: %d", %arg1 : i32
// CHECK-NEXT: gpu.printf "]"
// CHECK-NEXT: gpu.printf "two %d %f", %arg1, %arg0 : i32, f32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %shuffleResult, %valid = gpu.shuffle  xor %arg0, %c3_i32, %c7_i32 : f32
// CHECK-NEXT: %shuffleResult_0, %valid_1 = gpu.shuffle  idx %arg0, %c3_i32, %c7_i32 : f32
// CHECK-NEXT: %rotateResult, %valid_2 = gpu.rotate %arg0, 3, 16 : f32
// CHECK-NEXT: %0 = gpu.all_reduce  add %arg0 {
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %1 = gpu.all_reduce  maxnumf %arg0 uniform {
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %2 = gpu.all_reduce  %arg0 {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %6 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: gpu.yield %6 : f32
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %3 = gpu.subgroup_reduce  add %arg0 : (f32) -> f32
// CHECK-NEXT: %4 = gpu.subgroup_reduce  mul %arg2 uniform cluster(size = 4, stride = 2) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %5 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: func.func @d(%arg0: i32) {
// CHECK-NEXT: gpu.set_default_device %arg0
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC: "gpu.module"() <{sym_name = "m"}> ({
// GENERIC-NEXT: "gpu.func"() <{function_type = (f32, i32, vector<4xf32>) -> ()}> ({
// GENERIC-NEXT: ^bb0(%arg1: f32, %arg2: i32, %arg3: vector<4xf32>):
// GENERIC-NEXT: "gpu.printf"(%arg2) <{format = "Value: %d"}> : (i32) -> ()
// GENERIC-NEXT: "gpu.printf"() <{format = "]"}> : () -> ()
// GENERIC-NEXT: "gpu.printf"(%arg2, %arg1) <{format = "two %d %f"}> : (i32, f32) -> ()
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// GENERIC-NEXT: %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
// GENERIC-NEXT: %2:2 = "gpu.shuffle"(%arg1, %1, %0) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (f32, i1)
// GENERIC-NEXT: %3:2 = "gpu.shuffle"(%arg1, %1, %0) <{mode = #gpu<shuffle_mode idx>}> : (f32, i32, i32) -> (f32, i1)
// GENERIC-NEXT: %4:2 = "gpu.rotate"(%arg1) <{offset = 3 : i32, width = 16 : i32}> : (f32) -> (f32, i1)
// GENERIC-NEXT: %5 = "gpu.all_reduce"(%arg1) <{op = #gpu<all_reduce_op add>}> ({
// GENERIC-NEXT: }) : (f32) -> f32
// GENERIC-NEXT: %6 = "gpu.all_reduce"(%arg1) <{op = #gpu<all_reduce_op maxnumf>, uniform}> ({
// GENERIC-NEXT: }) : (f32) -> f32
// GENERIC-NEXT: %7 = "gpu.all_reduce"(%arg1) ({
// GENERIC-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// GENERIC-NEXT: %11 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "gpu.yield"(%11) : (f32) -> ()
// GENERIC-NEXT: }) : (f32) -> f32
// GENERIC-NEXT: %8 = "gpu.subgroup_reduce"(%arg1) <{cluster_stride = 1 : i32, op = #gpu<all_reduce_op add>}> : (f32) -> f32
// GENERIC-NEXT: %9 = "gpu.subgroup_reduce"(%arg3) <{cluster_size = 4 : i32, cluster_stride = 2 : i32, op = #gpu<all_reduce_op mul>, uniform}> : (vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %10 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
// GENERIC-NEXT: "gpu.return"() : () -> ()
// GENERIC-NEXT: }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (i32) -> (), sym_name = "d"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT: "gpu.set_default_device"(%arg0) : (i32) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

gpu.module @m {
  gpu.func @f(%arg0: f32, %i: i32, %v: vector<4xf32>) {
    gpu.printf "Value: %d", %i : i32
    gpu.printf "]"
    gpu.printf "two %d %f", %i, %arg0 : i32, f32
    %w = arith.constant 7 : i32
    %o = arith.constant 3 : i32
    %s, %p = gpu.shuffle xor %arg0, %o, %w : f32
    %s1, %p1 = gpu.shuffle idx %arg0, %o, %w : f32
    %r, %rp = gpu.rotate %arg0, 3, 16 : f32
    %sum = gpu.all_reduce add %arg0 {} : (f32) -> (f32)
    %sum1 = gpu.all_reduce maxnumf %arg0 uniform {} : (f32) -> f32
    %sum2 = gpu.all_reduce %arg0 {
    ^bb(%lhs : f32, %rhs : f32):
      %tmp = arith.addf %lhs, %rhs : f32
      gpu.yield %tmp : f32
    } : (f32) -> (f32)
    %sr = gpu.subgroup_reduce add %arg0 : (f32) -> f32
    %sr1 = gpu.subgroup_reduce mul %v uniform cluster(size = 4, stride = 2) : (vector<4xf32>) -> vector<4xf32>
    %sh = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}
func.func @d(%i: i32) {
  gpu.set_default_device %i
  return
}

// -----

// CHECK: gpu.module @m {
// CHECK-NEXT: gpu.func @f(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>) {
// CHECK-NEXT: gpu.printf "a\0A%d\22" {tag}, %arg1 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %shuffleResult, %valid = gpu.shuffle  down %arg0, %c7_i32, %c7_i32 {tag} : f32
// CHECK-NEXT: %rotateResult, %valid_0 = gpu.rotate %arg0, 1, 32 {tag} : f32
// CHECK-NEXT: %0 = gpu.all_reduce  and %arg1 {
// CHECK-NEXT: } {tag} : (i32) -> i32
// CHECK-NEXT: %1 = gpu.subgroup_reduce  minsi %arg1 cluster(size = 8) {tag} : (i32) -> i32
// CHECK-NEXT: %2 = gpu.subgroup_reduce  xor %arg1 cluster(size = 8) : (i32) -> i32
// CHECK-NEXT: %3 = gpu.dynamic_shared_memory {tag} : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: func.func @d(%arg0: i32) {
// CHECK-NEXT: gpu.set_default_device {tag} %arg0
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC: "gpu.module"() <{sym_name = "m"}> ({
// GENERIC-NEXT: "gpu.func"() <{function_type = (f32, i32, vector<4xf32>) -> ()}> ({
// GENERIC-NEXT: ^bb0(%arg1: f32, %arg2: i32, %arg3: vector<4xf32>):
// GENERIC-NEXT: "gpu.printf"(%arg2) <{format = "a\0A%d\22"}> {tag} : (i32) -> ()
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// GENERIC-NEXT: %1:2 = "gpu.shuffle"(%arg1, %0, %0) <{mode = #gpu<shuffle_mode down>}> {tag} : (f32, i32, i32) -> (f32, i1)
// GENERIC-NEXT: %2:2 = "gpu.rotate"(%arg1) <{offset = 1 : i32, width = 32 : i32}> {tag} : (f32) -> (f32, i1)
// GENERIC-NEXT: %3 = "gpu.all_reduce"(%arg2) <{op = #gpu<all_reduce_op and>}> ({
// GENERIC-NEXT: }) {tag} : (i32) -> i32
// GENERIC-NEXT: %4 = "gpu.subgroup_reduce"(%arg2) <{cluster_size = 8 : i32, cluster_stride = 1 : i32, op = #gpu<all_reduce_op minsi>}> {tag} : (i32) -> i32
// GENERIC-NEXT: %5 = "gpu.subgroup_reduce"(%arg2) <{cluster_size = 8 : i32, cluster_stride = 1 : i32, op = #gpu<all_reduce_op xor>}> : (i32) -> i32
// GENERIC-NEXT: %6 = "gpu.dynamic_shared_memory"() {tag} : () -> memref<?xi8, #gpu.address_space<workgroup>>
// GENERIC-NEXT: "gpu.return"() : () -> ()
// GENERIC-NEXT: }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (i32) -> (), sym_name = "d"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT: "gpu.set_default_device"(%arg0) {tag} : (i32) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

gpu.module @m {
  gpu.func @f(%arg0: f32, %i: i32, %v: vector<4xf32>) {
    gpu.printf "a\n%d\"" {tag}, %i : i32
    %w = arith.constant 7 : i32
    %s, %p = gpu.shuffle down %arg0, %w, %w {tag} : f32
    %r, %rp = gpu.rotate %arg0, 1, 32 {tag} : f32
    %sum = gpu.all_reduce and %i {} {tag} : (i32) -> (i32)
    %sr = gpu.subgroup_reduce minsi %i cluster(size = 8) {tag} : (i32) -> i32
    %sr2 = gpu.subgroup_reduce xor %i cluster(size = 8, stride = 1) : (i32) -> i32
    %sh = gpu.dynamic_shared_memory {tag} : memref<?xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}
func.func @d(%i: i32) {
  gpu.set_default_device {tag} %i
  return
}

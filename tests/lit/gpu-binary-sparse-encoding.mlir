// gpu.binary with its object, target and kernel attributes in mlir-opt's spelling, and
// #sparse_tensor.encoding read structurally and named #sparse, #sparse1 as mlir-opt does.
// Expected output: mlir-opt 22's, custom and generic forms.
// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --generic | FileCheck %s --check-prefix=GENERIC

// CHECK: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-NEXT: #sparse1 = #sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 * 2 + s0 : dense, d1 : compressed(nonunique, nonordered)), crdWidth = 8 }>
// CHECK-NEXT: module attributes {gpu.container_module} {
// CHECK-NEXT: gpu.binary @b1  [#gpu.object<#nvvm.target, "">]
// CHECK-NEXT: gpu.binary @b2 <#gpu.select_object<1 : i64>> {foo} [#gpu.object<#nvvm.target<chip = "sm_90">, properties = {O = 3 : i32}, "">, #gpu.object<#rocdl.target<abi = "500">, kernels = <[#gpu.kernel_metadata<"a", () -> (), arg_attrs = [{llvm.read_only}]>, #gpu.kernel_metadata<"z", (i32) -> (), metadata = {n = 2 : i64}>]>, bin = "BLOB">]
// CHECK-NEXT: func.func @f(%arg0: tensor<4x4xf32, #sparse>, %arg1: tensor<4x4xf32, #sparse1>, %arg2: tensor<8x8xf32, #sparse>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// GENERIC-NEXT: #sparse1 = #sparse_tensor.encoding<{ map = [s0](d0, d1) -> (d0 * 2 + s0 : dense, d1 : compressed(nonunique, nonordered)), crdWidth = 8 }>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = #gpu.select_object, sym_name = "b1"}> : () -> ()
// GENERIC-NEXT: "gpu.binary"() <{objects = [#gpu.object<#nvvm.target<chip = "sm_90">, properties = {O = 3 : i32}, "">, #gpu.object<#rocdl.target<abi = "500">, kernels = <[#gpu.kernel_metadata<"a", () -> (), arg_attrs = [{llvm.read_only}]>, #gpu.kernel_metadata<"z", (i32) -> (), metadata = {n = 2 : i64}>]>, bin = "BLOB">], offloadingHandler = #gpu.select_object<1 : i64>, sym_name = "b2"}> {foo} : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x4xf32, #sparse>, tensor<4x4xf32, #sparse1>, tensor<8x8xf32, #sparse>) -> (), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x4xf32, #sparse>, %arg1: tensor<4x4xf32, #sparse1>, %arg2: tensor<8x8xf32, #sparse>):
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) {gpu.container_module} : () -> ()

#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed)
}>
#B = #sparse_tensor.encoding<{ map = [a](i, j) -> (2 * i + a : dense, j : compressed(nonordered, nonunique)), crdWidth = 8 }>
module attributes {gpu.container_module} {
  gpu.binary @b1 [#gpu.object<#nvvm.target, "">]
  gpu.binary @b2 <#gpu.select_object<1>> {foo} [#gpu.object<#nvvm.target<O = 2, chip = "sm_90", triple = "nvptx64-nvidia-cuda">, properties = { O = 3 : i32 }, fatbin = "">, #gpu.object<#rocdl.target<chip = "gfx900", abi = "500">, kernels = #gpu.kernel_table<[#gpu.kernel_metadata<"z", (i32) -> (), metadata = {n = 2}>, #gpu.kernel_metadata<"a", () -> (), arg_attrs = [{llvm.read_only}]>]>, bin = "BLOB">]
  func.func @f(%a: tensor<4x4xf32, #CSR>, %b: tensor<4x4xf32, #B>, %c: tensor<8x8xf32, #CSR>) {
    return
  }
}

// Invalid uses of the gpu dialect's !gpu.mma_matrix type and gpu.subgroup_mma_* ops; every
// expected diagnostic is mlir-opt 22's (checked with /usr/lib/llvm-22/bin/mlir-opt
// --split-input-file --verify-diagnostics when the file was written).
// RUN: tessera opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{MMAMatrixType must have exactly two dimensions}}
func.func @f(%a: !gpu.mma_matrix<16x16x16xf16, "AOp">) { return }

// -----

// expected-error @+1 {{operand expected to be one of AOp, BOp or COp}}
func.func @f(%a: !gpu.mma_matrix<16x16xf16, "DOp">) { return }

// -----

// expected-error @+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func @f(%a: !gpu.mma_matrix<16x16xi16, "AOp">) { return }

// -----

func.func @f(%m: memref<32x32xf16, strided<[1, 32]>>, %i: index) {
  // expected-error @+1 {{expected source memref most minor dim must have unit stride}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, strided<[1, 32]>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @f(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %m: memref<32x32xf16>, %i: index) {
  // expected-error @+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16>
  return
}

// -----

func.func @f(%c: !gpu.mma_matrix<16x16xf16, "COp">, %m: memref<32x32xf16, affine_map<(d0, d1) -> (d1 * 32 + d0)>>, %i: index) {
  // expected-error @+1 {{expected destination memref most minor dim must have unit stride}}
  gpu.subgroup_mma_store_matrix %c, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, affine_map<(d0, d1) -> (d1 * 32 + d0)>>
  return
}

// -----

func.func @f(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error @+1 {{operands must be in the order AOp, BOp, COp}}
  %d = gpu.subgroup_mma_compute %a, %a, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @f(%a: !gpu.mma_matrix<16x8xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error @+1 {{operand shapes do not satisfy matmul constraints}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @f(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %i: index) {
  // expected-error @+1 {{custom op 'gpu.subgroup_mma_load_matrix' invalid kind of type specified: expected builtin.memref, but found '!gpu.mma_matrix<16x16xf16, "AOp">'}}
  %0 = gpu.subgroup_mma_load_matrix %a[%i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @f(%v: f32) {
  // expected-error @+1 {{'gpu.subgroup_mma_constant_matrix' op failed to verify that value type matches element type of mma_matrix}}
  %0 = "gpu.subgroup_mma_constant_matrix"(%v) : (f32) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

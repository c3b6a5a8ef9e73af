// Verifier errors of vector.mask, vector.scan and vector.scalable.insert/extract, worded as
// mlir-opt 22 words them.
// RUN: tessera opt %s --split-input-file --verify-diagnostics

func.func @mask_type(%a: vector<8xf32>, %m: vector<4xi1>) -> f32 {
  // expected-error @+1 {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}

// -----

func.func @passthru(%a: vector<8xf32>, %m: vector<8xi1>, %f: f32) -> f32 {
  // expected-error @+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %f { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %0 : f32
}

// -----

func.func @not_maskable(%mem: memref<?xf32>, %i: index, %m: vector<8xi1>) -> vector<8xf32> {
  // expected-error @+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { vector.load %mem[%i] : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @result_type(%a: vector<8xf32>, %m: vector<8xi1>) {
  // expected-error @+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1> -> f64
  return
}

// -----

func.func @yield_count(%m: vector<8xi1>) {
  // expected-error @+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  %0 = vector.mask %m { } : vector<8xi1> -> f32
  return
}

// -----

func.func @scan_dim(%v: vector<4x8xi32>, %i: vector<4xi32>) {
  // expected-error @+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %v, %i {reduction_dim = 2 : i64, inclusive = true} : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @scan_kind(%v: vector<4x8xi32>, %i: vector<8xi32>) {
  // expected-error @+1 {{'vector.scan' op unsupported reduction type 'i32' for kind 'maxnumf'}}
  %0:2 = vector.scan <maxnumf>, %v, %i {reduction_dim = 0 : i64, inclusive = true} : vector<4x8xi32>, vector<8xi32>
  return
}

// -----

func.func @scan_rank(%v: vector<4x8xi32>, %i: vector<4x8xi32>) {
  // expected-error @+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %v, %i {reduction_dim = 0 : i64, inclusive = true} : vector<4x8xi32>, vector<4x8xi32>
  return
}

// -----

func.func @insert_pos(%s: vector<4xi32>, %sv: vector<[8]xi32>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %s, %sv[3] : vector<4xi32> into vector<[8]xi32>
  return
}

// -----

func.func @insert_fixed_dest(%s: vector<4xi32>, %v: vector<8xi32>) {
  // expected-error @+1 {{'vector.scalable.insert' op operand #1 must be  of ranks 1, but got 'vector<8xi32>'}}
  %0 = vector.scalable.insert %s, %v[0] : vector<4xi32> into vector<8xi32>
  return
}

// -----

func.func @extract_elem(%sv: vector<[8]xi32>) {
  // expected-error @+1 {{'vector.scalable.extract' op failed to verify that all of {source, result} have same element type}}
  %0 = vector.scalable.extract %sv[0] : vector<4xf32> from vector<[8]xi32>
  return
}

// -----

func.func @aligned_pointer(%m: memref<?xf32>) {
  // expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i32'}}
  %0 = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> i32
  return
}

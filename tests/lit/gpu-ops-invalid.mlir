// Invalid uses of the gpu dialect's host and kernel ops; every expected diagnostic is
// mlir-opt 22's (checked with /usr/lib/llvm-22/bin/mlir-opt --split-input-file
// --verify-diagnostics when the file was written).
// RUN: tessera opt %s --split-input-file --verify-diagnostics

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @k(%arg0: f32) -> f32 kernel {
    gpu.return %arg0 : f32
  }
}

// -----

gpu.module @kernels {
  // expected-note @+1 {{return type declared here}}
  gpu.func @f(%arg0: f32) -> f32 {
    // expected-error @+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @f(%arg0: f32) -> f32 {
    %c = arith.constant 0 : i32
    // expected-error @+1 {{'gpu.return' op unexpected type `'i32'' for operand #0}}
    gpu.return %c : i32
  }
}

// -----

func.func @ret() {
  // expected-error @+1 {{'gpu.return' op expects parent op 'gpu.func'}}
  gpu.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'gpu.func' op expects parent op 'gpu.module'}}
  gpu.func @g() {
    gpu.return
  }
  return
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{custom op 'gpu.func' gpu.func requires named arguments}}
  gpu.func @k(f32) kernel {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op expected memory space workgroup in attribution}}
  gpu.func @k() workgroup(%w: memref<4xf32, #gpu.address_space<private>>) kernel {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op expected memref type in attribution}}
  gpu.func @k() private(%w: f32) kernel {
    gpu.return
  }
}

// -----

module {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @host(%sz: index) {
    // expected-error @+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @host(%sz: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel container 'nomodule' is undefined}}
    gpu.launch_func @nomodule::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
  func.func @host(%sz: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function '@kernels::@missing' is undefined}}
    gpu.launch_func @kernels::@missing blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() {
      gpu.return
    }
  }
  func.func @host(%sz: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @host(%sz: index) {
    // expected-error @+1 {{'gpu.launch_func' op got 0 kernel operands but expected 1}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @host(%sz: index, %i: i32) {
    // expected-error @+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%i : i32)
    return
  }
}

// -----

func.func @launch(%sz: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    // expected-error @+1 {{expected 'gpu.terminator' or a terminator with successors}}
    "test.finish"() : () -> ()
  // expected-note @-3 {{in 'gpu.launch' body region}}
  }
  return
}

// -----

func.func @terminator() {
  // expected-error @+1 {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  gpu.terminator
}

// -----

func.func @alloc(%sz: index) {
  // expected-error @+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %m = gpu.alloc () : memref<?xf32>
  return
}

// -----

func.func @alloc(%sz: index) {
  // expected-error @+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %m = gpu.alloc (%sz) [%sz] : memref<?xf32>
  return
}

// -----

func.func @memcpy(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xi32>
  return
}

// -----

func.func @memcpy(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<5xf32>
  return
}

// -----

func.func @memset(%a: memref<4xf32>, %v: i32) {
  // expected-error @+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %a, %v : memref<4xf32>, i32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @wait(%a: index) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: '!gpu.async.token' vs 'index'}}
  gpu.wait [%a]
  return
}

// -----

func.func @warp_args(%laneid: index, %v0: vector<4xi32>) {
  // expected-error @+1 {{'gpu.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) {
  ^bb0(%a: vector<128xi32>, %b: vector<128xi32>):
  }
  return
}

// -----

func.func @warp_results(%laneid: index) {
  // expected-error @+1 {{'gpu.warp_execute_on_lane_0' op expected same number of yield operands and return values.}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<4xi32>) {
  }
  return
}

// -----

func.func @warp_distribution(%laneid: index) {
  // expected-error @+1 {{'gpu.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<64xi32>' to 'vector<4xi32>' with warp size = 32}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<4xi32>) {
    %c = arith.constant dense<2> : vector<64xi32>
    gpu.yield %c : vector<64xi32>
  }
  return
}

// -----

func.func @warp_rank(%laneid: index) {
  // expected-error @+1 {{'gpu.warp_execute_on_lane_0' op expected distributed vectors to have same rank and element type.}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<4xi32>) {
    %c = arith.constant dense<2> : vector<4x32xi32>
    gpu.yield %c : vector<4x32xi32>
  }
  return
}

// -----

func.func @warp_scalar(%laneid: index) {
  // expected-error @+1 {{'gpu.warp_execute_on_lane_0' op expected vector type for distributed operands.}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (f32) {
    %c = arith.constant dense<2> : vector<32xi32>
    gpu.yield %c : vector<32xi32>
  }
  return
}

// -----

func.func @warp_dim(%laneid: index) {
  // expected-error @+1 {{'gpu.warp_execute_on_lane_0' op expected expanded vector dimension #0 (30) to be a multipler of the distributed vector dimension (4)}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<4xi32>) {
    %c = arith.constant dense<2> : vector<30xi32>
    gpu.yield %c : vector<30xi32>
  }
  return
}

// -----

func.func @all_reduce_kind(%x: f32) {
  // expected-error @+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %0 = gpu.all_reduce and %x {} : (f32) -> (f32)
  return
}

// -----

func.func @all_reduce_empty(%x: f32) {
  // expected-error @+1 {{expected either an op attribute or a non-empty body}}
  %0 = gpu.all_reduce %x {} : (f32) -> (f32)
  return
}

// -----

func.func @all_reduce_args(%x: f32) {
  // expected-error @+1 {{expected two region arguments}}
  %0 = gpu.all_reduce %x {
  ^bb(%lhs : f32):
    gpu.yield %lhs : f32
  } : (f32) -> (f32)
  return
}

// -----

func.func @all_reduce_unknown(%x: f32) {
  // expected-error @+1 {{custom op 'gpu.all_reduce' invalid op kind}}
  %0 = gpu.all_reduce foo %x {} : (f32) -> (f32)
  return
}

// -----

func.func @subgroup_reduce_kind(%x: i32) {
  // expected-error @+1 {{`maxnumf` reduction operation is not compatible with type 'i32'}}
  %0 = gpu.subgroup_reduce maxnumf %x : (i32) -> i32
  return
}

// -----

func.func @subgroup_reduce_cluster(%x: i32) {
  // expected-error @+1 {{'gpu.subgroup_reduce' op cluster size 3 is not a power of two}}
  %0 = gpu.subgroup_reduce add %x cluster(size = 3) : (i32) -> i32
  return
}

// -----

func.func @rotate_offset(%x: f32) {
  // expected-error @+1 {{'gpu.rotate' op offset must be in the range [0, 16)}}
  %r, %rp = gpu.rotate %x, 16, 16 : f32
  return
}

// -----

func.func @dynamic_shared_memory_space() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
  %sh = gpu.dynamic_shared_memory : memref<?xi8, 3>
  return
}

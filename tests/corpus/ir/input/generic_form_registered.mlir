// Registered operations written in the generic form, with inherent
// attributes as properties `<{...}>` the way `--mlir-print-op-generic`
// prints them: func, arith, memref, affine (for, if, load, store, apply,
// parallel, yield), scf and linalg.
#map = affine_map<(d0) -> (d0)>
#map0 = affine_map<() -> (0)>
#map16 = affine_map<() -> (16)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16xf32>, index) -> f32, sym_name = "generic_affine"}> ({
  ^bb0(%A: memref<16xf32>, %n: index):
    %zero = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %sum = "affine.for"(%zero) <{lowerBoundMap = #map0, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map16}> ({
    ^bb0(%i: index, %acc: f32):
      %v = "affine.load"(%A, %i) <{map = #map}> : (memref<16xf32>, index) -> f32
      %s = "arith.addf"(%acc, %v) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.yield"(%s) : (f32) -> ()
    }) : (f32) -> f32
    %j = "affine.apply"(%n) <{map = affine_map<()[s0] -> (s0 floordiv 2)>}> : (index) -> index
    "affine.if"(%j) <{condition = affine_set<(d0) : (d0 - 4 >= 0, 15 - d0 >= 0)>}> ({
      "affine.store"(%sum, %A, %j) <{map = #map}> : (f32, memref<16xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }, {
    }) : (index) -> ()
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map0, reductions = [], steps = [2], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map16}> ({
    ^bb0(%p: index):
      "affine.store"(%zero, %A, %p) <{map = #map}> : (f32, memref<16xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%sum) : (f32) -> ()
  }) : () -> ()

  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "generic_scf"}> ({
  ^bb0(%c: i1, %a: i32, %b: i32):
    %r = "scf.if"(%c) ({
      %s = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
      "scf.yield"(%s) : (i32) -> ()
    }, {
      "scf.yield"(%b) : (i32) -> ()
    }) : (i1) -> i32
    %lb = "arith.constant"() <{value = 0 : index}> : () -> index
    %ub = "arith.constant"() <{value = 8 : index}> : () -> index
    %st = "arith.constant"() <{value = 1 : index}> : () -> index
    %f = "scf.for"(%lb, %ub, %st, %r) ({
    ^bb0(%iv: index, %x: i32):
      %y = "arith.muli"(%x, %x) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%y) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %cmp = "arith.cmpi"(%f, %a) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %sel = "arith.select"(%cmp, %f, %a) : (i1, i32, i32) -> i32
    "func.return"(%sel) : (i32) -> ()
  }) : () -> ()

  "func.func"() <{function_type = (memref<4x4xf32>, memref<4x4xf32>) -> (), sym_name = "generic_linalg", sym_visibility = "private"}> ({
  ^bb0(%X: memref<4x4xf32>, %Y: memref<4x4xf32>):
    "linalg.generic"(%X, %Y) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%in: f32, %out: f32):
      "linalg.yield"(%in) : (f32) -> ()
    }) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
    %m = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    "memref.dealloc"(%m) : (memref<8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

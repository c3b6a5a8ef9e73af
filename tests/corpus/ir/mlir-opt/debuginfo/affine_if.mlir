#loc2 = loc("affine_if.mlir":9:30)
#loc3 = loc("affine_if.mlir":9:51)
#loc7 = loc("affine_if.mlir":12:14)
#loc9 = loc("affine_if.mlir":13:16)
#loc19 = loc("affine_if.mlir":29:22)
#loc22 = loc("affine_if.mlir":31:14)
#loc24 = loc("affine_if.mlir":32:16)
#loc33 = loc("affine_if.mlir":46:20)
#loc34 = loc("affine_if.mlir":46:41)
#loc35 = loc("affine_if.mlir":46:52)
#loc38 = loc("affine_if.mlir":48:21)
#loc47 = loc("affine_if.mlir":61:19)
#loc49 = loc("affine_if.mlir":62:14)
#set = affine_set<(d0, d1) : (d0 - d1 == 0)>
#set1 = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + s0 - 2 >= 0, -d1 + s0 - 2 >= 0)>
#set2 = affine_set<(d0, d1) : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + 10 >= 0, -d1 + 10 >= 0)>
#set3 = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
#set4 = affine_set<(d0) : (d0 mod 2 == 0)>
#set5 = affine_set<(d0) : (d0 - 1 >= 0)>
module {
  func.func @diag_and_interior(%arg0: memref<?x?xf32> loc("affine_if.mlir":9:30), %arg1: index loc("affine_if.mlir":9:51)) {
    %cst = arith.constant 1.000000e+00 : f32 loc(#loc4)
    %cst_0 = arith.constant 0.000000e+00 : f32 loc(#loc5)
    affine.for %arg2 loc("affine_if.mlir":12:14) = 0 to %arg1 {
      affine.for %arg3 loc("affine_if.mlir":13:16) = 0 to %arg1 {
        affine.if #set(%arg2, %arg3) {
          affine.store %cst, %arg0[%arg2, %arg3] : memref<?x?xf32> loc(#loc11)
        } else {
          affine.if #set1(%arg2, %arg3)[%arg1] {
            %0 = affine.load %arg0[%arg2 - 1, %arg3] : memref<?x?xf32> loc(#loc13)
            %1 = affine.load %arg0[%arg2 + 1, %arg3] : memref<?x?xf32> loc(#loc14)
            %2 = arith.addf %0, %1 : f32 loc(#loc15)
            affine.store %2, %arg0[%arg2, %arg3] : memref<?x?xf32> loc(#loc16)
          } loc(#loc12)
        } loc(#loc10)
      } loc(#loc8)
    } loc(#loc6)
    return loc(#loc17)
  } loc(#loc1)
  func.func @pad_edges(%arg0: memref<10x10xf32> loc("affine_if.mlir":29:22)) -> memref<12x12xf32> {
    %alloc = memref.alloc() : memref<12x12xf32> loc(#loc20)
    affine.for %arg1 loc("affine_if.mlir":31:14) = 0 to 12 {
      affine.for %arg2 loc("affine_if.mlir":32:16) = 0 to 12 {
        %0 = affine.if #set2(%arg1, %arg2) -> f32 {
          %1 = affine.load %arg0[%arg1 - 1, %arg2 - 1] : memref<10x10xf32> loc(#loc26)
          affine.yield %1 : f32 loc(#loc27)
        } else {
          %cst = arith.constant 0.000000e+00 : f32 loc(#loc28)
          affine.yield %cst : f32 loc(#loc29)
        } loc(#loc25)
        affine.store %0, %alloc[%arg1, %arg2] : memref<12x12xf32> loc(#loc30)
      } loc(#loc23)
    } loc(#loc21)
    return %alloc : memref<12x12xf32> loc(#loc31)
  } loc(#loc18)
  func.func @guarded(%arg0: memref<?x?xi32> loc("affine_if.mlir":46:20), %arg1: index loc("affine_if.mlir":46:41), %arg2: index loc("affine_if.mlir":46:52)) -> i32 {
    %c0_i32 = arith.constant 0 : i32 loc(#loc36)
    %0 = affine.for %arg3 loc("affine_if.mlir":48:21) = 0 to 100 iter_args(%arg4 = %c0_i32) -> (i32) {
      %1:2 = affine.if #set3(%arg3, %arg3)[%arg1, %arg2] -> (i32, i32) {
        %3 = affine.load %arg0[%arg3, %arg3] : memref<?x?xi32> loc(#loc40)
        affine.yield %3, %3 : i32, i32 loc(#loc41)
      } else {
        affine.yield %c0_i32, %arg4 : i32, i32 loc(#loc42)
      } loc(#loc39)
      %2 = arith.addi %1#0, %1#1 : i32 loc(#loc43)
      affine.yield %2 : i32 loc(#loc44)
    } loc(#loc37)
    return %0 : i32 loc(#loc45)
  } loc(#loc32)
  func.func @parity(%arg0: memref<64xf32> loc("affine_if.mlir":61:19)) {
    affine.for %arg1 loc("affine_if.mlir":62:14) = 0 to 64 {
      affine.if #set4(%arg1) {
        %0 = affine.load %arg0[%arg1] : memref<64xf32> loc(#loc51)
        %1 = arith.addf %0, %0 : f32 loc(#loc52)
        affine.store %1, %arg0[%arg1] : memref<64xf32> loc(#loc53)
      } loc(#loc50)
      affine.if #set5(%arg1) {
      } loc(#loc54)
    } loc(#loc48)
    return loc(#loc55)
  } loc(#loc46)
} loc(#loc)
#loc = loc("affine_if.mlir":0:0)
#loc1 = loc("affine_if.mlir":9:1)
#loc4 = loc("affine_if.mlir":10:10)
#loc5 = loc("affine_if.mlir":11:11)
#loc6 = loc("affine_if.mlir":12:3)
#loc8 = loc("affine_if.mlir":13:5)
#loc10 = loc("affine_if.mlir":14:7)
#loc11 = loc("affine_if.mlir":15:9)
#loc12 = loc("affine_if.mlir":17:9)
#loc13 = loc("affine_if.mlir":18:16)
#loc14 = loc("affine_if.mlir":19:16)
#loc15 = loc("affine_if.mlir":20:16)
#loc16 = loc("affine_if.mlir":21:11)
#loc17 = loc("affine_if.mlir":26:3)
#loc18 = loc("affine_if.mlir":29:1)
#loc20 = loc("affine_if.mlir":30:8)
#loc21 = loc("affine_if.mlir":31:3)
#loc23 = loc("affine_if.mlir":32:5)
#loc25 = loc("affine_if.mlir":33:12)
#loc26 = loc("affine_if.mlir":34:14)
#loc27 = loc("affine_if.mlir":35:9)
#loc28 = loc("affine_if.mlir":37:14)
#loc29 = loc("affine_if.mlir":38:9)
#loc30 = loc("affine_if.mlir":40:7)
#loc31 = loc("affine_if.mlir":43:3)
#loc32 = loc("affine_if.mlir":46:1)
#loc36 = loc("affine_if.mlir":47:11)
#loc37 = loc("affine_if.mlir":48:10)
#loc39 = loc("affine_if.mlir":49:12)
#loc40 = loc("affine_if.mlir":50:12)
#loc41 = loc("affine_if.mlir":51:7)
#loc42 = loc("affine_if.mlir":53:7)
#loc43 = loc("affine_if.mlir":55:10)
#loc44 = loc("affine_if.mlir":56:5)
#loc45 = loc("affine_if.mlir":58:3)
#loc46 = loc("affine_if.mlir":61:1)
#loc48 = loc("affine_if.mlir":62:3)
#loc50 = loc("affine_if.mlir":63:5)
#loc51 = loc("affine_if.mlir":64:12)
#loc52 = loc("affine_if.mlir":65:12)
#loc53 = loc("affine_if.mlir":66:7)
#loc54 = loc("affine_if.mlir":68:5)
#loc55 = loc("affine_if.mlir":71:3)


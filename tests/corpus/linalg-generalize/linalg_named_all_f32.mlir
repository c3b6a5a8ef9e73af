#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map13 = affine_map<(d0, d1) -> (d0 + d1)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map16 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>
#map18 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map20 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 + d4)>
#map21 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
#map22 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
#map23 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
#map24 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
#map25 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3, d7)>
#map26 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
#map27 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
#map28 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
#map29 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
#map30 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 + d6, d3 + d7, d4 + d8)>
#map31 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
#map32 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
#map33 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map34 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map35 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 + d3)>
#map36 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map37 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
#map38 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
#map39 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
#map40 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d4, d2 + d5, d3 + d6, d7)>
#map41 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
#map42 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
#map43 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map44 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map45 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map46 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
#map47 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map48 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + d3)>
#map49 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3 + d7, d4)>
#map50 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
module {
  func.func @op0(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>, %arg2: memref<4xf32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : memref<4x8xf32>, memref<8xf32>) outs(%arg2 : memref<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op1(%arg0: memref<8xf32>, %arg1: memref<8x4xf32>, %arg2: memref<4xf32>) {
    linalg.generic {indexing_maps = [#map1, #map3, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : memref<8xf32>, memref<8x4xf32>) outs(%arg2 : memref<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op2(%arg0: memref<2x4x8xf32>, %arg1: memref<2x8xf32>, %arg2: memref<2x4xf32>) {
    linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<2x8xf32>) outs(%arg2 : memref<2x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op3(%arg0: memref<2x8xf32>, %arg1: memref<2x8x4xf32>, %arg2: memref<2x4xf32>) {
    linalg.generic {indexing_maps = [#map5, #map7, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x8xf32>, memref<2x8x4xf32>) outs(%arg2 : memref<2x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op4(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: memref<f32>) {
    linalg.generic {indexing_maps = [#map8, #map8, #map9], iterator_types = ["reduction"]} ins(%arg0, %arg1 : memref<8xf32>, memref<8xf32>) outs(%arg2 : memref<f32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op5(%arg0: memref<2x4x8xf32>, %arg1: memref<2x8x3xf32>, %arg2: memref<4x3xf32>) {
    linalg.generic {indexing_maps = [#map10, #map11, #map12], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<2x8x3xf32>) outs(%arg2 : memref<4x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op6(%arg0: memref<10xf32>, %arg1: memref<3xf32>, %arg2: memref<8xf32>) {
    linalg.generic {indexing_maps = [#map13, #map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : memref<10xf32>, memref<3xf32>) outs(%arg2 : memref<8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op7(%arg0: memref<6x6x6xf32>, %arg1: memref<3x3x3xf32>, %arg2: memref<4x4x4xf32>) {
    linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<6x6x6xf32>, memref<3x3x3xf32>) outs(%arg2 : memref<4x4x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op8(%arg0: memref<1x10x3xf32>, %arg1: memref<3x3x4xf32>, %arg2: memref<1x8x4xf32>) {
    linalg.generic {indexing_maps = [#map17, #map18, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x10x3xf32>, memref<3x3x4xf32>) outs(%arg2 : memref<1x8x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op9(%arg0: memref<1x3x10xf32>, %arg1: memref<4x3x3xf32>, %arg2: memref<1x4x8xf32>) {
    linalg.generic {indexing_maps = [#map20, #map21, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x3x10xf32>, memref<4x3x3xf32>) outs(%arg2 : memref<1x4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op10(%arg0: memref<1x2x3x8x8xf32>, %arg1: memref<4x2x3x3x3xf32>, %arg2: memref<1x2x4x6x6xf32>) {
    linalg.generic {indexing_maps = [#map22, #map23, #map24], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x2x3x8x8xf32>, memref<4x2x3x3x3xf32>) outs(%arg2 : memref<1x2x4x6x6xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op11(%arg0: memref<1x8x8x2x3xf32>, %arg1: memref<2x4x3x3x3xf32>, %arg2: memref<1x6x6x2x4xf32>) {
    linalg.generic {indexing_maps = [#map25, #map26, #map24], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x8x8x2x3xf32>, memref<2x4x3x3x3xf32>) outs(%arg2 : memref<1x6x6x2x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op12(%arg0: memref<1x6x6x6x3xf32>, %arg1: memref<3x3x3x3x4xf32>, %arg2: memref<1x4x4x4x4xf32>) {
    linalg.generic {indexing_maps = [#map27, #map28, #map29], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x6x6x6x3xf32>, memref<3x3x3x3x4xf32>) outs(%arg2 : memref<1x4x4x4x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op13(%arg0: memref<1x3x6x6x6xf32>, %arg1: memref<4x3x3x3x3xf32>, %arg2: memref<1x4x4x4x4xf32>) {
    linalg.generic {indexing_maps = [#map30, #map31, #map29], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x3x6x6x6xf32>, memref<4x3x3x3x3xf32>) outs(%arg2 : memref<1x4x4x4x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op14(%arg0: memref<1x10x3xf32>, %arg1: memref<3x3xf32>, %arg2: memref<1x8x3xf32>) {
    linalg.generic {indexing_maps = [#map32, #map33, #map34], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<1x10x3xf32>, memref<3x3xf32>) outs(%arg2 : memref<1x8x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op15(%arg0: memref<1x3x10xf32>, %arg1: memref<3x3xf32>, %arg2: memref<1x3x8xf32>) {
    linalg.generic {indexing_maps = [#map35, #map36, #map37], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<1x3x10xf32>, memref<3x3xf32>) outs(%arg2 : memref<1x3x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op16(%arg0: memref<1x3x8x8xf32>, %arg1: memref<3x3x3xf32>, %arg2: memref<1x3x6x6xf32>) {
    linalg.generic {indexing_maps = [#map38, #map15, #map39], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x3x8x8xf32>, memref<3x3x3xf32>) outs(%arg2 : memref<1x3x6x6xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op17(%arg0: memref<1x6x6x6x3xf32>, %arg1: memref<3x3x3x3xf32>, %arg2: memref<1x4x4x4x3xf32>) {
    linalg.generic {indexing_maps = [#map40, #map41, #map42], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : memref<1x6x6x6x3xf32>, memref<3x3x3x3xf32>) outs(%arg2 : memref<1x4x4x4x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @op19(%arg0: memref<1x8x8x3xf32>, %arg1: memref<3x3xf32>, %arg2: memref<1x6x6x3xf32>) {
    linalg.generic {indexing_maps = [#map43, #map44, #map45], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x8x8x3xf32>, memref<3x3xf32>) outs(%arg2 : memref<1x6x6x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.minimumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @op21(%arg0: memref<1x8x8x3xf32>, %arg1: memref<3x3xf32>, %arg2: memref<1x6x6x3xf32>) {
    linalg.generic {indexing_maps = [#map43, #map44, #map45], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x8x8x3xf32>, memref<3x3xf32>) outs(%arg2 : memref<1x6x6x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @op22(%arg0: memref<1x3x8x8xf32>, %arg1: memref<3x3xf32>, %arg2: memref<1x3x6x6xf32>) {
    linalg.generic {indexing_maps = [#map46, #map44, #map45], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x3x8x8xf32>, memref<3x3xf32>) outs(%arg2 : memref<1x3x6x6xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @op23(%arg0: memref<1x3x8x8xf32>, %arg1: memref<3x3xf32>, %arg2: memref<1x3x6x6xf32>) {
    linalg.generic {indexing_maps = [#map46, #map44, #map45], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x3x8x8xf32>, memref<3x3xf32>) outs(%arg2 : memref<1x3x6x6xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @op24(%arg0: memref<1x10x3xf32>, %arg1: memref<3xf32>, %arg2: memref<1x8x3xf32>) {
    linalg.generic {indexing_maps = [#map32, #map47, #map34], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<1x10x3xf32>, memref<3xf32>) outs(%arg2 : memref<1x8x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @op25(%arg0: memref<1x10x3xf32>, %arg1: memref<3xf32>, %arg2: memref<1x8x3xf32>) {
    linalg.generic {indexing_maps = [#map32, #map47, #map34], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<1x10x3xf32>, memref<3xf32>) outs(%arg2 : memref<1x8x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.minimumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @op26(%arg0: memref<1x10x3xf32>, %arg1: memref<3xf32>, %arg2: memref<1x8x3xf32>) {
    linalg.generic {indexing_maps = [#map32, #map47, #map34], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<1x10x3xf32>, memref<3xf32>) outs(%arg2 : memref<1x8x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @op27(%arg0: memref<1x3x10xf32>, %arg1: memref<3xf32>, %arg2: memref<1x3x8xf32>) {
    linalg.generic {indexing_maps = [#map48, #map47, #map34], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<1x3x10xf32>, memref<3xf32>) outs(%arg2 : memref<1x3x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @op28(%arg0: memref<1x3x10xf32>, %arg1: memref<3xf32>, %arg2: memref<1x3x8xf32>) {
    linalg.generic {indexing_maps = [#map48, #map47, #map34], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<1x3x10xf32>, memref<3xf32>) outs(%arg2 : memref<1x3x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @op29(%arg0: memref<1x6x6x6x3xf32>, %arg1: memref<3x3x3xf32>, %arg2: memref<1x4x4x4x3xf32>) {
    linalg.generic {indexing_maps = [#map49, #map50, #map24], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x6x6x6x3xf32>, memref<3x3x3xf32>) outs(%arg2 : memref<1x4x4x4x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @op30(%arg0: memref<1x6x6x6x3xf32>, %arg1: memref<3x3x3xf32>, %arg2: memref<1x4x4x4x3xf32>) {
    linalg.generic {indexing_maps = [#map49, #map50, #map24], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x6x6x6x3xf32>, memref<3x3x3xf32>) outs(%arg2 : memref<1x4x4x4x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.minimumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @op31(%arg0: memref<1x6x6x6x3xf32>, %arg1: memref<3x3x3xf32>, %arg2: memref<1x4x4x4x3xf32>) {
    linalg.generic {indexing_maps = [#map49, #map50, #map24], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x6x6x6x3xf32>, memref<3x3x3xf32>) outs(%arg2 : memref<1x4x4x4x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}


#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 * 2 + d4 * 3)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3 * 3, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5 * 3, d3 * 3 + d6 * 2)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6 * 3, d4 * 3 + d7 * 2)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 3, d2 * 3 + d5 * 2, d6)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 3, d2 * 3 + d6 * 2, d3, d7)>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
#map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 * 2 + d6 * 3, d3 * 3 + d7 * 2, d4 * 2 + d8 * 4)>
#map17 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
#map18 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
#map19 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 * 2 + d5 * 3, d2 * 3 + d6 * 2, d3 * 2 + d7 * 4, d8)>
#map20 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 * 2 + d3 * 3)>
#map22 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
#map24 = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 2 + d3 * 3, d2)>
#map25 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map26 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map27 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4 * 3, d2 * 3 + d5 * 2)>
#map28 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map29 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
#map30 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4 * 3, d2 * 3 + d5 * 2, d3)>
#map31 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
#map32 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map33 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d4 * 3, d2 * 3 + d5 * 2, d3 * 2 + d6 * 4, d7)>
#map34 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
#map35 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
#map36 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4 * 3, d3 * 3 + d5 * 2)>
#map37 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map38 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + d3 * 3)>
#map39 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map40 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5 * 3, d2 * 3 + d6 * 2, d3 * 2 + d7 * 4, d4)>
#map41 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
module {
  func.func @f0(%arg0: memref<2x3x6xf32>, %arg1: memref<3x3x2xf32>, %arg2: memref<2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x6xf32>, memref<3x3x2xf32>) outs(%arg2 : memref<2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f1(%arg0: memref<2x11x2xf32>, %arg1: memref<3x2x2xf32>, %arg2: memref<2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map3, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x11x2xf32>, memref<3x2x2xf32>) outs(%arg2 : memref<2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f2(%arg0: memref<2x2x9x9xf32>, %arg1: memref<3x2x3x2xf32>, %arg2: memref<2x3x2x3xf32>) {
    linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x2x9x9xf32>, memref<3x2x3x2xf32>) outs(%arg2 : memref<2x3x2x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f3(%arg0: memref<2x3x3x8x8xf32>, %arg1: memref<2x3x3x2x3xf32>, %arg2: memref<2x3x2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x3x8x8xf32>, memref<2x3x3x2x3xf32>) outs(%arg2 : memref<2x3x2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f4(%arg0: memref<2x8x8x2xf32>, %arg1: memref<3x2x3x2xf32>, %arg2: memref<2x3x2x3xf32>) {
    linalg.generic {indexing_maps = [#map11, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x8x8x2xf32>, memref<3x2x3x2xf32>) outs(%arg2 : memref<2x3x2x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f5(%arg0: memref<2x8x8x2xf32>, %arg1: memref<2x3x2x3xf32>, %arg2: memref<2x3x2x3xf32>) {
    linalg.generic {indexing_maps = [#map11, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x8x8x2xf32>, memref<2x3x2x3xf32>) outs(%arg2 : memref<2x3x2x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f6(%arg0: memref<2x11x6x3x3xf32>, %arg1: memref<3x2x3x2x3xf32>, %arg2: memref<2x3x2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map14, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x11x6x3x3xf32>, memref<3x2x3x2x3xf32>) outs(%arg2 : memref<2x3x2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f7(%arg0: memref<2x3x6x11x7xf32>, %arg1: memref<3x3x2x3x2xf32>, %arg2: memref<2x3x2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map16, #map17, #map18], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x6x11x7xf32>, memref<3x3x2x3x2xf32>) outs(%arg2 : memref<2x3x2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f8(%arg0: memref<2x11x6x13x2xf32>, %arg1: memref<3x2x3x2x2xf32>, %arg2: memref<2x3x2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map19, #map20, #map18], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x11x6x13x2xf32>, memref<3x2x3x2x2xf32>) outs(%arg2 : memref<2x3x2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f9(%arg0: memref<2x2x11xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x2x3xf32>) {
    linalg.generic {indexing_maps = [#map21, #map22, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x2x11xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x2x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f10(%arg0: memref<2x11x2xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map24, #map25, #map26], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x11x2xf32>, memref<3x2xf32>) outs(%arg2 : memref<2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f11(%arg0: memref<2x3x8x8xf32>, %arg1: memref<3x2x3xf32>, %arg2: memref<2x3x3x2xf32>) {
    linalg.generic {indexing_maps = [#map27, #map28, #map29], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x8x8xf32>, memref<3x2x3xf32>) outs(%arg2 : memref<2x3x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f12(%arg0: memref<2x8x8x3xf32>, %arg1: memref<2x3x3xf32>, %arg2: memref<2x3x2x3xf32>) {
    linalg.generic {indexing_maps = [#map30, #map31, #map32], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x8x8x3xf32>, memref<2x3x3xf32>) outs(%arg2 : memref<2x3x2x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f13(%arg0: memref<2x8x8x9x3xf32>, %arg1: memref<2x3x2x3xf32>, %arg2: memref<2x3x2x3x3xf32>) {
    linalg.generic {indexing_maps = [#map33, #map34, #map35], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : memref<2x8x8x9x3xf32>, memref<2x3x2x3xf32>) outs(%arg2 : memref<2x3x2x3x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @f14(%arg0: memref<2x3x6x11xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3x2x3xf32>) {
    linalg.generic {indexing_maps = [#map36, #map37, #map32], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x6x11xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3x2x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @f15(%arg0: memref<2x3x6x11xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3x2x3xf32>) {
    linalg.generic {indexing_maps = [#map36, #map37, #map32], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x3x6x11xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3x2x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @f16(%arg0: memref<2x3x9xf32>, %arg1: memref<3xf32>, %arg2: memref<2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map38, #map39, #map26], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x9xf32>, memref<3xf32>) outs(%arg2 : memref<2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @f17(%arg0: memref<2x3x9xf32>, %arg1: memref<3xf32>, %arg2: memref<2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map38, #map39, #map26], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x9xf32>, memref<3xf32>) outs(%arg2 : memref<2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @f18(%arg0: memref<2x11x6x13x2xf32>, %arg1: memref<3x2x3xf32>, %arg2: memref<2x3x2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map40, #map41, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x11x6x13x2xf32>, memref<3x2x3xf32>) outs(%arg2 : memref<2x3x2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @f19(%arg0: memref<2x11x6x13x2xf32>, %arg1: memref<3x2x3xf32>, %arg2: memref<2x3x2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map40, #map41, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x11x6x13x2xf32>, memref<3x2x3xf32>) outs(%arg2 : memref<2x3x2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.minimumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @f20(%arg0: memref<2x11x6x13x2xf32>, %arg1: memref<3x2x3xf32>, %arg2: memref<2x3x2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map40, #map41, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x11x6x13x2xf32>, memref<3x2x3xf32>) outs(%arg2 : memref<2x3x2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @f21(%arg0: memref<2x8x8x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3x2x3xf32>) {
    linalg.generic {indexing_maps = [#map30, #map37, #map32], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x8x8x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3x2x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @f22(%arg0: memref<2x8x8x3xi32>, %arg1: memref<2x3xi32>, %arg2: memref<2x3x2x3xi32>) {
    linalg.generic {indexing_maps = [#map30, #map37, #map32], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x8x8x3xi32>, memref<2x3xi32>) outs(%arg2 : memref<2x3x2x3xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.maxui %out, %in : i32
      linalg.yield %0 : i32
    }
    return
  }
  func.func @f23(%arg0: memref<2x8x8x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3x2x3xf32>) {
    linalg.generic {indexing_maps = [#map30, #map37, #map32], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x8x8x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3x2x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.minimumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @f24(%arg0: memref<2x8x8x3xi32>, %arg1: memref<2x3xi32>, %arg2: memref<2x3x2x3xi32>) {
    linalg.generic {indexing_maps = [#map30, #map37, #map32], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x8x8x3xi32>, memref<2x3xi32>) outs(%arg2 : memref<2x3x2x3xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.minui %out, %in : i32
      linalg.yield %0 : i32
    }
    return
  }
  func.func @f25(%arg0: memref<2x8x8x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3x2x3xf32>) {
    linalg.generic {indexing_maps = [#map30, #map37, #map32], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<2x8x8x3xf32>, memref<2x3xf32>) outs(%arg2 : memref<2x3x2x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @f26(%arg0: memref<2x11x2xf32>, %arg1: memref<3xf32>, %arg2: memref<2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map24, #map39, #map26], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x11x2xf32>, memref<3xf32>) outs(%arg2 : memref<2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @f27(%arg0: memref<2x11x2xf32>, %arg1: memref<3xf32>, %arg2: memref<2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map24, #map39, #map26], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x11x2xf32>, memref<3xf32>) outs(%arg2 : memref<2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.minimumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @f28(%arg0: memref<2x11x2xf32>, %arg1: memref<3xf32>, %arg2: memref<2x3x2xf32>) {
    linalg.generic {indexing_maps = [#map24, #map39, #map26], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x11x2xf32>, memref<3xf32>) outs(%arg2 : memref<2x3x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}


module {
  func.func private @extern_sqrt(f64) -> f64 attributes {tessera.pure}
  func.func private @extern_many(i32 {tessera.in}, memref<?xf32> {tessera.align = 64 : i64, tessera.noalias}) -> (f32 {tessera.out}, i1)
  func.func private @extern_noargs()
  func.func @swap(%arg0: i32, %arg1: i32) -> (i32, i32) {
    return %arg1, %arg0 : i32, i32
  }
  func.func @hypot(%arg0: f64 {tessera.name = "x"}, %arg1: f64 {tessera.name = "y"}) -> (f64 {tessera.nonneg}) attributes {tessera.inline = "always"} {
    %0 = arith.mulf %arg0, %arg0 : f64
    %1 = arith.mulf %arg1, %arg1 : f64
    %2 = arith.addf %0, %1 : f64
    %3 = call @extern_sqrt(%2) : (f64) -> f64
    return %3 : f64
  }
  func.func @factorial(%arg0: i64) -> i64 {
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.cmpi sle, %arg0, %c1_i64 : i64
    %1 = scf.if %0 -> (i64) {
      scf.yield %c1_i64 : i64
    } else {
      %2 = arith.subi %arg0, %c1_i64 : i64
      %3 = func.call @factorial(%2) : (i64) -> i64
      %4 = arith.muli %arg0, %3 : i64
      scf.yield %4 : i64
    }
    return %1 : i64
  }
  func.func @indirect(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %0:2 = call @swap(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %1:2 = call @swap(%0#0, %0#1) : (i32, i32) -> (i32, i32)
    %2:2 = call @swap(%1#1, %1#0) {tessera.site = 1 : i32} : (i32, i32) -> (i32, i32)
    return %2#0, %2#1 : i32, i32
  }
  func.func @returns_function() -> ((f64, f64) -> f64) {
    %f = constant @hypot : (f64, f64) -> f64
    return %f : (f64, f64) -> f64
  }
  func.func @call_extern(%arg0: i32, %arg1: memref<?xf32>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %0:2 = call @extern_many(%arg0, %arg1) : (i32, memref<?xf32>) -> (f32, i1)
    call @extern_noargs() : () -> ()
    %1 = arith.select %0#1, %0#0, %cst : f32
    return %1 : f32
  }
}


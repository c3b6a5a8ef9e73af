// scf ops whose regions hold only their terminator: execute_region, index_switch (the default
// region's scf.yield is elided), scf.while without carried values.
func.func @f(%k: index, %c: i1) {
  scf.execute_region {
    scf.yield
  }
  scf.index_switch %k
  case 2 {
    scf.yield
  }
  default {
    scf.yield
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

module {
  func.func @named_affine_maps(%arg0: index) {
    return
  }
}


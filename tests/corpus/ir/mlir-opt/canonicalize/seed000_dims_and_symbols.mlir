module {
  func.func @dims_and_symbols(%arg0: index) {
    return
  }
}


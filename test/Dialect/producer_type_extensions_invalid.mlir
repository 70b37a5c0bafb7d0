// RUN: fold-opt %s --split-input-file -verify-diagnostics

// expected-error @+1 {{bounds has 2 entries but the tensor has rank 1}}
func.func @type_extensions_rank(%arg0: tensor<?xf32, #stablehlo.type_extensions<bounds = [8, ?]>>) {
  return
}

// -----

// expected-error @+1 {{static dimension 1 cannot have a bound; use '?'}}
func.func @type_extensions_static_bound(%arg0: tensor<?x4xf32, #stablehlo.type_extensions<bounds = [8, 4]>>) {
  return
}

// -----

// expected-error @+1 {{expected 'bounds'}}
func.func @type_extensions_field(%arg0: tensor<?xf32, #stablehlo.type_extensions<sizes = [8]>>) {
  return
}

// -----

// expected-error @+1 {{unknown attribute `no_such_attr` in dialect `stablehlo`}}
func.func @unknown_stablehlo_attribute(%arg0: tensor<?xf32, #stablehlo.no_such_attr<8>>) {
  return
}

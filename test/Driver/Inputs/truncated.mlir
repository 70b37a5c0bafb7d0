func.func @f(%a: tensor<2xf32>) {
  %0 = stablehlo.add %a, 
// RUN: fold-opt --interpret --split-input-file %s

// Tuples nest, and get_tuple_element takes them apart again.
func.func @tuples() {
  %a = stablehlo.constant dense<[3, 1, 4]> : tensor<3xi8>
  %b = stablehlo.constant dense<(1.0, -2.0)> : tensor<complex<f32>>
  %t = stablehlo.after_all : !stablehlo.token
  %inner = stablehlo.tuple %b, %t : tuple<tensor<complex<f32>>, !stablehlo.token>
  %outer = stablehlo.tuple %a, %inner : tuple<tensor<3xi8>, tuple<tensor<complex<f32>>, !stablehlo.token>>
  %empty = stablehlo.tuple  : tuple<>
  %x = stablehlo.get_tuple_element %outer[0] : (tuple<tensor<3xi8>, tuple<tensor<complex<f32>>, !stablehlo.token>>) -> tensor<3xi8>
  %y = stablehlo.get_tuple_element %outer[1] : (tuple<tensor<3xi8>, tuple<tensor<complex<f32>>, !stablehlo.token>>) -> tuple<tensor<complex<f32>>, !stablehlo.token>
  %z = stablehlo.get_tuple_element %y[0] : (tuple<tensor<complex<f32>>, !stablehlo.token>) -> tensor<complex<f32>>
  check.expect_eq_const %x, dense<[3, 1, 4]> : tensor<3xi8>
  check.expect_eq_const %z, dense<(1.0, -2.0)> : tensor<complex<f32>>
  func.return
}

// -----

// A composite means a call of its decomposition.
func.func private @swap(%a: tensor<2xi32>, %b: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
  func.return %b, %a : tensor<2xi32>, tensor<2xi32>
}

func.func @composite_calls_decomposition() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %r:2 = stablehlo.composite "my.swap" %a, %b {composite_attributes = {note = "kept"}, decomposition = @swap, version = 2 : i32} : (tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  check.expect_eq_const %r#0, dense<[3, 4]> : tensor<2xi32>
  check.expect_eq_const %r#1, dense<[1, 2]> : tensor<2xi32>
  // composite_regions model the op's bodies; evaluation calls the
  // decomposition and does not read them (this one would not swap).
  %s:2 = stablehlo.composite "my.swap" %a, %b ({
  ^bb0(%x: tensor<2xi32>, %y: tensor<2xi32>):
    stablehlo.return %x, %y : tensor<2xi32>, tensor<2xi32>
  }) {decomposition = @swap} : (tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  check.expect_eq_const %s#0, dense<[3, 4]> : tensor<2xi32>
  check.expect_eq_const %s#1, dense<[1, 2]> : tensor<2xi32>
  func.return
}

// -----

// THREE_FRY with 64-bit outputs: one Threefry-2x32-20 block per element,
// key = state[0], counter = state[1] + index. The first two values are the
// known-answer vectors of the Random123 paper (all-zero and all-one key and
// counter); the 2x2 case is the example of the spec.
func.func @three_fry_64() {
  %s0 = stablehlo.constant dense<0> : tensor<2xui64>
  %n0, %r0 = stablehlo.rng_bit_generator %s0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
  check.expect_eq_const %r0, dense<0x99BA4EFE6B200159> : tensor<ui64>
  check.expect_eq_const %n0, dense<[0, 1]> : tensor<2xui64>
  %s1 = stablehlo.constant dense<0xFFFFFFFFFFFFFFFF> : tensor<2xui64>
  %n1, %r1 = stablehlo.rng_bit_generator %s1, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
  check.expect_eq_const %r1, dense<0xBB002BE71CB996FC> : tensor<ui64>
  // The counter wraps around.
  check.expect_eq_const %n1, dense<[0xFFFFFFFFFFFFFFFF, 0]> : tensor<2xui64>
  %s2 = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %n2, %r2 = stablehlo.rng_bit_generator %s2, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  check.expect_eq_const %n2, dense<[1, 6]> : tensor<2xui64>
  check.expect_eq_const %r2, dense<[[9236835810183407956, 16087790271692313299], [18212823393184779219, 2658481902456610144]]> : tensor<2x2xui64>
  func.return
}

// -----

// THREE_FRY with 32-bit and narrower outputs: the shape is halved along its
// first even dimension (else its largest), and the two words of a block go
// to neighbours along it; 8- and 16-bit elements keep the low bits.
func.func @three_fry_32() {
  %s = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %n0, %r0 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x2xui32>)
  check.expect_eq_const %n0, dense<[1, 5]> : tensor<2xui64>
  check.expect_eq_const %r0, dense<[[43444564, 2150618427], [3979645651, 3745730563], [1672743891, 4240503393]]> : tensor<3x2xui32>
  %n1, %r1 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
  check.expect_eq_const %n1, dense<[1, 4]> : tensor<2xui64>
  check.expect_eq_const %r1, dense<[43444564, 2150618427, 3979645651]> : tensor<3xui32>
  %n2, %r2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui16>)
  check.expect_eq_const %r2, dense<[59732, 54587, 37587]> : tensor<3xui16>
  %n3, %r3 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xi8>)
  check.expect_eq_const %n3, dense<[1, 5]> : tensor<2xui64>
  check.expect_eq_const %r3, dense<[[84, -45, -45], [59, 3, 97]]> : tensor<2x3xi8>
  %n4, %r4 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xi4>)
  check.expect_eq_const %r4, dense<[4, -5, 3, 3, 3]> : tensor<5xi4>
  %t = stablehlo.constant dense<[5, 6]> : tensor<2xui64>
  %n5, %r5 = stablehlo.rng_bit_generator %t, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui32>)
  check.expect_eq_const %n5, dense<[5, 7]> : tensor<2xui64>
  check.expect_eq_const %r5, dense<2857746084> : tensor<ui32>
  func.return
}

// -----

// PHILOX: Philox-4x32-10 keyed by state[0]; a state of 3 holds a 128-bit
// counter (state[1] low, state[2] high). The first two results are the
// Random123 known-answer vectors (zero, and the digits of pi).
func.func @philox_32() {
  %s0 = stablehlo.constant dense<0> : tensor<3xui64>
  %n0, %r0 = stablehlo.rng_bit_generator %s0, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  check.expect_eq_const %r0, dense<[0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]> : tensor<4xui32>
  check.expect_eq_const %n0, dense<[0, 1, 0]> : tensor<3xui64>
  %s1 = stablehlo.constant dense<[0x299F31D0A4093822, 0x85A308D3243F6A88, 0x0370734413198A2E]> : tensor<3xui64>
  %n1, %r1 = stablehlo.rng_bit_generator %s1, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x2xui32>)
  check.expect_eq_const %r1, dense<[[0xD16CFE09, 0x94FDCCEB], [0x5001E420, 0x24126EA1]]> : tensor<2x2xui32>
  // Two blocks; the low counter word carries into the high one.
  %s2 = stablehlo.constant dense<[11, 0xFFFFFFFFFFFFFFFF, 5]> : tensor<3xui64>
  %n2, %r2 = stablehlo.rng_bit_generator %s2, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x4xui32>)
  check.expect_eq_const %n2, dense<[11, 1, 6]> : tensor<3xui64>
  check.expect_eq_const %r2, dense<[[853899135, 2238359147, 4099238264, 2241543160], [3103267362, 729969852, 308231207, 4119266564]]> : tensor<2x4xui32>
  func.return
}

// -----

// PHILOX with a state of 2: the counter is (state[1] low, state[0] high) and
// only its low word is kept; 64-bit elements take half a block each.
// DEFAULT is PHILOX.
func.func @philox_64_state_2() {
  %s = stablehlo.constant dense<[7, 0xFFFFFFFFFFFFFFFF]> : tensor<2xui64>
  %n, %r = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui64>)
  check.expect_eq_const %n, dense<[7, 1]> : tensor<2xui64>
  check.expect_eq_const %r, dense<[12582623120030231089, 3721964000698584067, 2113786144769580494]> : tensor<3xui64>
  %nd, %rd = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui64>)
  check.expect_eq %nd, %n : tensor<2xui64>
  check.expect_eq %rd, %r : tensor<3xui64>
  func.return
}

// -----

// rng: implementation-defined numbers, but always within the distribution's
// support. Ranges of a single value pin the results down.
func.func @rng_degenerate_ranges() {
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %a = stablehlo.constant dense<-3> : tensor<i8>
  %b = stablehlo.constant dense<-2> : tensor<i8>
  %r0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<i8>, tensor<i8>, tensor<2xi64>) -> tensor<2x3xi8>
  check.expect_eq_const %r0, dense<-3> : tensor<2x3xi8>
  %lo = stablehlo.constant dense<1.0> : tensor<f32>
  %hi = stablehlo.constant dense<1.00000012> : tensor<f32>
  %r1 = stablehlo.rng %lo, %hi, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
  check.expect_eq_const %r1, dense<1.0> : tensor<2x3xf32>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %r2 = stablehlo.rng %f, %t, %shape, distribution = UNIFORM : (tensor<i1>, tensor<i1>, tensor<2xi64>) -> tensor<2x3xi1>
  check.expect_eq_const %r2, dense<false> : tensor<2x3xi1>
  %mean = stablehlo.constant dense<-4.5> : tensor<f64>
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %r3 = stablehlo.rng %mean, %zero, %shape, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<2xi64>) -> tensor<2x3xf64>
  check.expect_eq_const %r3, dense<-4.5> : tensor<2x3xf64>
  func.return
}

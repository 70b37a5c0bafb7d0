// Collectives that cannot run: each split reports a located error.
func.func @outside_grid() {
  %x = stablehlo.constant dense<1> : tensor<2xi32>
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @recv_alone() {
  %t = stablehlo.after_all : !stablehlo.token
  %x, %t1 = "stablehlo.recv"(%t) {
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
    is_host_transfer = true
  } : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
  func.return
}

// -----

module @nobody_sends {
  func.func @idle() {
    func.return
  }
  func.func @listen(%t: !stablehlo.token) -> tensor<2xi32> {
    %x, %t1 = "stablehlo.recv"(%t) {
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
      is_host_transfer = true
    } : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
    func.return %x : tensor<2xi32>
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r = "interpreter.run_parallel"(%t) {
      programs = [[@idle], [@listen]]
    } : (!stablehlo.token) -> tensor<2xi32>
    func.return
  }
}

// -----

module @different_collectives {
  func.func @gather(%x: tensor<2xi32>) -> tensor<4xi32> {
    %g = "stablehlo.all_gather"(%x) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2xi32>) -> tensor<4xi32>
    func.return %g : tensor<4xi32>
  }
  func.func @reduce(%x: tensor<2xi32>) -> tensor<2xi32> {
    %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      stablehlo.return %a : tensor<i32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
    func.return %r : tensor<2xi32>
  }
  func.func @main() {
    %x = stablehlo.constant dense<1> : tensor<2xi32>
    %r:2 = "interpreter.run_parallel"(%x, %x) {
      programs = [[@gather], [@reduce]]
    } : (tensor<2xi32>, tensor<2xi32>) -> (tensor<4xi32>, tensor<2xi32>)
    func.return
  }
}

// -----

module @not_in_a_group {
  func.func @gather(%x: tensor<2xi32>) -> tensor<4xi32> {
    %g = "stablehlo.all_gather"(%x) {
      all_gather_dim = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2xi32>) -> tensor<4xi32>
    func.return %g : tensor<4xi32>
  }
  func.func @main() {
    %x = stablehlo.constant dense<1> : tensor<2xi32>
    %r:3 = "interpreter.run_parallel"(%x, %x, %x) {
      programs = [[@gather], [@gather], [@gather]]
    } : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>)
    func.return
  }
}

// -----

module @too_few_inputs {
  func.func @two(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
    func.return %a : tensor<2xi32>
  }
  func.func @main() {
    %x = stablehlo.constant dense<1> : tensor<2xi32>
    %r = "interpreter.run_parallel"(%x) {
      programs = [[@two]]
    } : (tensor<2xi32>) -> tensor<2xi32>
    func.return
  }
}

// -----

func.func @no_infeed() {
  %t = stablehlo.after_all : !stablehlo.token
  %x, %t1 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
  func.return
}

// -----

module @too_many_processes {
  func.func @nothing() {
    func.return
  }
  func.func @main() {
    "interpreter.run_parallel"() {
      programs = [[@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing], [@nothing]]
    } : () -> ()
    func.return
  }
}

// -----

module @nested {
  func.func @nothing() {
    func.return
  }
  func.func @inner() {
    "interpreter.run_parallel"() {programs = [[@nothing]]} : () -> ()
    func.return
  }
  func.func @main() {
    "interpreter.run_parallel"() {programs = [[@inner]]} : () -> ()
    func.return
  }
}

// -----

func.func @repeated_id() {
  %x = stablehlo.constant dense<1> : tensor<2xi32>
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) {replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  func.return
}

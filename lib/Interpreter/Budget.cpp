//===- Budget.cpp - bounds on the work and memory of an evaluation --------===//

#include "stablehlo_fold/Interpreter/Budget.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdlib>
#include <iterator>

#include <sys/resource.h>
#include <sys/sysinfo.h>

using namespace mlir;
using namespace mlir::sfold;

std::string mlir::sfold::formatCount(uint64_t n) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (n < 1'000'000) {
    os << n;
    return s;
  }
  double d = static_cast<double>(n);
  int exponent = 0;
  while (d >= 10.0) {
    d /= 10.0;
    ++exponent;
  }
  // One decimal, dropped when it is 0: 1e9, 1.1e12.
  double rounded = std::round(d * 10.0) / 10.0;
  if (rounded >= 10.0) {
    rounded /= 10.0;
    ++exponent;
  }
  if (rounded == std::floor(rounded))
    os << static_cast<int>(rounded) << 'e' << exponent;
  else
    os << llvm::format("%.1f", rounded) << 'e' << exponent;
  return s;
}

std::string mlir::sfold::formatDuration(uint64_t units) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (units == kUnlimited)
    return "unlimited";
  if (units < 1000) {
    os << units << " ns";
    return s;
  }
  // Three significant digits at most, trailing zeros dropped: 1 s, 3.2 ms.
  static const struct {
    double scale;
    const char *name;
  } steps[] = {{1e3, "us"}, {1e6, "ms"}, {1e9, "s"}, {60e9, "min"},
               {3600e9, "h"}};
  double d = static_cast<double>(units);
  size_t i = 0;
  // Minutes from 90 s, hours from 90 min; otherwise the next unit as soon
  // as three digits would round to 1000.
  while (i + 1 < std::size(steps) &&
         d >= steps[i + 1].scale * (i + 1 < 3 ? 0.9995 : 1.5))
    ++i;
  double value = d / steps[i].scale;
  if (value >= 1000.0) {
    os << formatCount(static_cast<uint64_t>(std::round(value))) << ' '
       << steps[i].name;
    return s;
  }
  os << llvm::format("%.3g", value) << ' ' << steps[i].name;
  return s;
}

std::string mlir::sfold::formatBytes(uint64_t bytes) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (bytes < 1024) {
    os << bytes << (bytes == 1 ? " byte" : " bytes");
    return s;
  }
  // Exact binary multiples read best in binary units (4 MiB), others in
  // decimal ones with one decimal (2.4 GB).
  static const char *binary[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  int largest = 0;
  while (largest < 5 && bytes >= uint64_t(1) << (10 * (largest + 2)))
    ++largest;
  if (uint64_t unit = uint64_t(1) << (10 * (largest + 1)); bytes % unit == 0) {
    os << bytes / unit << ' ' << binary[largest];
    return s;
  }
  static const char *decimal[] = {"kB", "MB", "GB", "TB", "PB", "EB"};
  double d = static_cast<double>(bytes);
  int i = -1;
  while (d >= 1000.0 && i < 5) {
    d /= 1000.0;
    ++i;
  }
  os << llvm::format("%.1f", d) << ' ' << decimal[i];
  return s;
}

StringRef mlir::sfold::getWorkUnitName(WorkUnit unit) {
  switch (unit) {
  case WorkUnit::ElementOps:
    return "element operations";
  case WorkUnit::MultiplyAdds:
    return "multiply-adds";
  case WorkUnit::Comparisons:
    return "comparisons";
  }
  return "units";
}

uint64_t mlir::sfold::getProcessMemoryLimit() {
  uint64_t limit = kUnlimited;
  for (int resource : {RLIMIT_AS, RLIMIT_DATA}) {
    struct rlimit rl;
    if (getrlimit(resource, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
      limit = std::min<uint64_t>(limit, rl.rlim_cur);
  }
  struct sysinfo info;
  if (sysinfo(&info) == 0) {
    uint64_t total =
        (static_cast<uint64_t>(info.totalram) + info.totalswap) * info.mem_unit;
    if (total)
      limit = std::min(limit, total);
  }
  return limit;
}


EvalLimits mlir::sfold::defaultInterpreterLimits() {
  return {kUnlimited, getProcessMemoryLimit()};
}

//===----------------------------------------------------------------------===//
// EvalBudget
//===----------------------------------------------------------------------===//

bool EvalBudget::tryCharge(const OpCost &cost, StringRef what) {
  if (limits.maxWork == kUnlimited ||
      (cost.work <= limits.maxWork && workDone <= limits.maxWork - cost.work)) {
    workDone += cost.work;
    return true;
  }
  if (exhausted != Exhausted::No)
    return false;
  exhausted = Exhausted::Work;
  llvm::raw_string_ostream os(message);
  if (cost.work > limits.maxWork) {
    os << "'" << what << "' needs ";
    if (cost.count)
      os << "~" << formatCount(cost.count) << ' ' << getWorkUnitName(cost.unit)
         << ", ";
    os << "~" << formatDuration(cost.work) << ", over the compute budget of "
       << formatDuration(limits.maxWork);
  } else {
    os << "the compute budget of " << formatDuration(limits.maxWork)
       << " ran out at '" << what << "' (" << formatDuration(workDone)
       << " spent, " << formatDuration(cost.work) << " more needed)";
  }
  return false;
}

bool EvalBudget::tryAllocate(ShapedType type, uint64_t bytes) {
  if (bytes <= limits.maxTensorBytes)
    return true;
  if (exhausted == Exhausted::No) {
    exhausted = Exhausted::Memory;
    llvm::raw_string_ostream os(message);
    if (type)
      os << type;
    else
      os << "a tensor";
    os << " needs " << formatBytes(bytes) << ", over the limit of " << formatBytes(limits.maxTensorBytes)
       << " per tensor";
  }
  return false;
}

void EvalBudget::noteAllocationFailure(ShapedType type, uint64_t bytes) {
  if (exhausted != Exhausted::No)
    return;
  exhausted = Exhausted::Memory;
  llvm::raw_string_ostream os(message);
  if (type)
    os << type << " needs " << formatBytes(bytes);
  else
    os << "a tensor of " << formatBytes(bytes);
  os << ", more memory than the process could get";
}

//===----------------------------------------------------------------------===//
// Allocation limit
//===----------------------------------------------------------------------===//

namespace {
thread_local uint64_t allocationLimit = kUnlimited;
thread_local std::optional<AllocationFailure> lastFailure;
} // namespace

ScopedAllocationLimit::ScopedAllocationLimit(uint64_t maxBytes)
    : saved(allocationLimit) {
  allocationLimit = maxBytes;
}

ScopedAllocationLimit::~ScopedAllocationLimit() { allocationLimit = saved; }

uint64_t mlir::sfold::getAllocationLimit() { return allocationLimit; }

void *mlir::sfold::allocateScratch(uint64_t bytes) {
  if (bytes > allocationLimit) {
    recordAllocationFailure({ShapedType(), bytes, /*overLimit=*/true});
    return nullptr;
  }
  void *p = bytes > std::numeric_limits<size_t>::max()
                ? nullptr
                : std::calloc(static_cast<size_t>(bytes ? bytes : 1), 1);
  if (!p)
    recordAllocationFailure({ShapedType(), bytes, /*overLimit=*/false});
  return p;
}

void mlir::sfold::recordAllocationFailure(AllocationFailure failure) {
  if (!lastFailure)
    lastFailure = failure;
  else if (!lastFailure->type && failure.type &&
           lastFailure->bytes == failure.bytes)
    lastFailure->type = failure.type; // the Tensor names what the buffer was
}

std::optional<AllocationFailure> mlir::sfold::takeAllocationFailure() {
  std::optional<AllocationFailure> f = lastFailure;
  lastFailure.reset();
  return f;
}

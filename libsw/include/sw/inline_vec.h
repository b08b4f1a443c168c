// A fixed-capacity vector stored inline (no heap). States are built from these
// so that cloning a state is one memcpy-like copy: bots clone states millions
// of times. Invariant: size() <= N; elements beyond size() are unspecified.
//
// Overflow is loud: the capacity of a state container is part of the game's
// design, so push_back / insert_at on a full vector is an invariant violation
// (sw/invariant.h), reported and never silently ignored. Code that reads
// untrusted input (saves, setups), where "too many" is an expected error,
// uses try_push_back / try_insert_at and rejects the input when they fail.
#pragma once
#include <cstddef>
#include <cstdint>
#include "sw/invariant.h"

namespace sw {

template <class T, int N>
class InlineVec {
 public:
  static constexpr int kCapacity = N;
  int size() const { return n_; }
  bool empty() const { return n_ == 0; }
  bool full() const { return n_ >= N; }
  void clear() { n_ = 0; }
  // Appends v. On a full vector: reports an invariant violation, changes
  // nothing and returns false.
  bool push_back(const T& v) {
    if (try_push_back(v)) return true;
    report_violation("InlineVec::push_back on a full vector");
    return false;
  }
  // Appends v; false (and nothing changes, nothing is reported) when full.
  [[nodiscard]] bool try_push_back(const T& v) {
    if (n_ >= N) return false;
    a_[n_++] = v;
    return true;
  }
  T pop_back() { return a_[--n_]; }
  T& back() { return a_[n_ - 1]; }
  const T& back() const { return a_[n_ - 1]; }
  T& operator[](int i) { return a_[i]; }
  const T& operator[](int i) const { return a_[i]; }
  T* data() { return a_; }
  const T* data() const { return a_; }
  T* begin() { return a_; }
  T* end() { return a_ + n_; }
  const T* begin() const { return a_; }
  const T* end() const { return a_ + n_; }

  int index_of(const T& v) const {
    for (int i = 0; i < n_; ++i)
      if (a_[i] == v) return i;
    return -1;
  }
  bool contains(const T& v) const { return index_of(v) >= 0; }
  // Removes element i, keeping the order of the rest.
  void erase_at(int i) {
    for (int k = i; k + 1 < n_; ++k) a_[k] = a_[k + 1];
    --n_;
  }
  bool erase_value(const T& v) {
    int i = index_of(v);
    if (i < 0) return false;
    erase_at(i);
    return true;
  }
  // Inserts at position i (0 = front), keeping order. A full vector or a
  // position outside 0..size() is an invariant violation (reported; false).
  bool insert_at(int i, const T& v) {
    if (try_insert_at(i, v)) return true;
    report_violation("InlineVec::insert_at on a full vector or outside 0..size()");
    return false;
  }
  // The same without the report: false when full or out of range.
  [[nodiscard]] bool try_insert_at(int i, const T& v) {
    if (n_ >= N || i < 0 || i > n_) return false;
    for (int k = n_; k > i; --k) a_[k] = a_[k - 1];
    a_[i] = v;
    ++n_;
    return true;
  }
  bool operator==(const InlineVec& o) const {
    if (n_ != o.n_) return false;
    for (int i = 0; i < n_; ++i)
      if (!(a_[i] == o.a_[i])) return false;
    return true;
  }
  bool operator!=(const InlineVec& o) const { return !(*this == o); }

 private:
  T a_[N]{};
  int n_ = 0;
};

}  // namespace sw

// Errors are values at every API boundary: a code (stable, machine-readable)
// and an English message. Nothing in the library reports an error by throwing.
#pragma once
#include <string>
#include <utility>

namespace sw {

namespace err {
// Stable error codes (documented in docs/api.md).
inline constexpr const char* kBadJson = "bad_json";            // not parseable JSON
inline constexpr const char* kBadRequest = "bad_request";      // JSON of the wrong shape
inline constexpr const char* kUnknownGame = "unknown_game";
inline constexpr const char* kBadOption = "bad_option";
inline constexpr const char* kBadSetup = "bad_setup";
inline constexpr const char* kNotStarted = "not_started";
inline constexpr const char* kGameOver = "game_over";
inline constexpr const char* kBadPlayer = "bad_player";        // no such seat
inline constexpr const char* kNotYourTurn = "not_your_turn";   // that seat has nothing to decide
inline constexpr const char* kIllegalAction = "illegal_action";// id not among the legal ones
inline constexpr const char* kNothingToUndo = "nothing_to_undo";
inline constexpr const char* kBadSave = "bad_save";            // corrupted, foreign or tampered save
inline constexpr const char* kInternal = "internal";
}  // namespace err

struct Error {
  std::string code;
  std::string message;
};

// A value or an error. `ok()` tells which; accessing the wrong side is a bug.
template <class T>
class Result {
 public:
  Result(T v) : ok_(true), value_(std::move(v)) {}  // NOLINT: implicit on purpose
  Result(Error e) : ok_(false), error_(std::move(e)) {}  // NOLINT
  bool ok() const { return ok_; }
  T& value() { return value_; }
  const T& value() const { return value_; }
  const Error& error() const { return error_; }

 private:
  bool ok_;
  T value_{};
  Error error_{};
};

inline Error make_error(const char* code, std::string message) { return Error{code, std::move(message)}; }

}  // namespace sw

// The single Catch2 main of sw_tests; every other tests/**/*.cpp (except
// fuzz/, bench/ and node/) is compiled into the same executable.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

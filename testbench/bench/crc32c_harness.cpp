// Plain C++ Verilator harness for crc32c_stream: the reference the Rust-driven backend is
// measured against (make bench). Same stimulus and per-cycle work as
// testbench/src/bench_stimulus.rs: reset 2 cycles, then every cycle a full beat of xorshift64
// data, `last` every 16th beat, m_crc_ready high; results folded into a checksum.
#include "Vcrc32c_stream.h"
#include "verilated.h"
#include <chrono>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    const unsigned long long cycles = argc > 1 ? strtoull(argv[1], nullptr, 10) : 10000000ULL;
    VerilatedContext ctx;
    Vcrc32c_stream m{&ctx, "TOP"};
    for (int i = 0; i < 2; i++) {
        m.reset = 1; m.s_valid = 0; m.m_crc_ready = 0; m.clock = 0; m.eval();
        m.clock = 1; m.eval();
    }
    unsigned long long x = 0x9E3779B97F4A7C15ULL, sum = 0, results = 0;
    auto t0 = std::chrono::steady_clock::now();
    for (unsigned long long c = 0; c < cycles; c++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        m.reset = 0; m.s_valid = 1; m.s_data = x; m.s_keep = 0xFF; m.s_last = (c & 15) == 15;
        m.m_crc_ready = 1;
        m.clock = 0; m.eval();
        if (m.m_crc_valid) { sum = ((sum << 1) | (sum >> 63)) ^ m.m_crc; results++; }
        m.clock = 1; m.eval();
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    printf("{\"cycles\": %llu, \"seconds\": %.6f, \"cycles_per_s\": %.1f, \"results\": %llu, \"checksum\": \"%016llx\"}\n",
           cycles, s, cycles / s, results, sum);
    m.final();
    return 0;
}

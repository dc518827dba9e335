# iWARP RNIC model: the two commands are `make demo` and `make test` (see README.md).
SHELL := /bin/bash
.DEFAULT_GOAL := help
CARGO ?= cargo
STAGE := scripts/stage.sh
BLOCK ?= crc32c_stream
FAMILY ?= ecp5
TEST ?= lockstep_native_vs_verilator

.PHONY: help tools rtl check-rtl lint synth-check test soak demo demo-blocks bench rnic-perf pnr fpga-report fpga-table waves golden decode tcp-check toe-tap mutants clean

help:
	@echo "make demo          two RNIC nodes (rtl/rnic.v on Verilator) on a lossy link: RDMA Write / Read / Send on 4 QPs, table, pcap, VCD"
	@echo "make demo-blocks   the first demo: crc32c and the MPA engines on Verilator against golden, VCD + FPGA report"
	@echo "make test          every test stage (tools, build, tests, rtl freshness, lint, synthesis)"
	@echo "make soak          the long random tests at their soak size (IWARP_SOAK=1), log build/soak.log"
	@echo "make bench         backend speed and engine throughput, results under target/bench/"
	@echo "make rnic-perf     two-node bandwidth and latency vs message size (tables and SVG plots in target/bench/)"
	@echo "make rtl           regenerate rtl/ from model/;  make check-rtl  fail if rtl/ is stale"
	@echo "make pnr BLOCK=crc32c_stream FAMILY=ecp5|ice40 [SEEDS=1,2,3]   place and route one block"
	@echo "make fpga-report   every block on ECP5 and iCE40, seeds 1-3 (PNR_SEEDS), table in README"
	@echo "make fpga-table    the README's FPGA table from the reports already under build/fpga/"
	@echo "make waves TEST=<test name>   VCDs under target/waves/"
	@echo "make golden        golden iWARP conversations (every M/C) as pcap, each checked by iwarp-decode"
	@echo "make decode PCAP=<file>   strict iWARP conformance check of a capture (--json: JSON=1)"
	@echo "make tcp-check PCAP=<file>   TCP conformance check of a capture (--json: JSON=1)"
	@echo "make toe-tap       build the toe-tap binary (a TCP offload engine on a TAP device; see README)"
	@echo "make mutants       realistic one-line bugs in model/ against their suites (kill rate in README)"

tools:
	@scripts/tools.sh

# emit-rtl is run without `-p`: the workspace's features are then unified as in the test
# build, so it links the test build's libraries instead of compiling rust-hdl and the model
# a second time (that second build was 400 s of `make test`'s build stage).
rtl:
	$(CARGO) run -q --bin emit-rtl -- rtl

check-rtl:
	@scripts/check-rtl.sh

lint:
	@scripts/lint.sh

synth-check:
	@scripts/synth-check.sh

test:
	@rm -f build/test-times.txt
	@$(STAGE) tools scripts/tools.sh
	@$(STAGE) build bash -c '$(CARGO) test --workspace --no-run -q && $(CARGO) build -q --bin emit-rtl'
	@$(STAGE) tests scripts/run-tests.sh
	@$(STAGE) rtl-fresh scripts/check-rtl.sh
	@$(STAGE) lint scripts/lint.sh
	@$(STAGE) synth-check scripts/synth-check.sh
	@echo "make test: all stages passed"; cat build/test-times.txt
	@scripts/test-summary.sh build/cargo-test.log

demo: tools
	@scripts/check-rtl.sh
	$(CARGO) run -q -p iwarp-testbench --bin demo

demo-blocks: tools golden
	@scripts/check-rtl.sh
	$(CARGO) run -q -p iwarp-testbench --bin demo_blocks
	python3 scripts/pnr.py --block crc32c_stream --family ecp5

bench: tools
	@scripts/bench.sh

rnic-perf: tools
	@scripts/check-rtl.sh
	$(CARGO) run -q -p iwarp-testbench --bin rnic_perf

pnr: tools
	python3 scripts/pnr.py --block $(BLOCK) --family $(FAMILY) $(if $(SEEDS),--seeds $(SEEDS))

# Three placement seeds a block (PNR_SEEDS): the table shows the worst and the median.
PNR_SEEDS ?= 1,2,3
fpga-report: tools
	python3 scripts/pnr.py --all --seeds $(PNR_SEEDS) --update-readme

# The README table from the reports under build/fpga/ (after `make pnr BLOCK=x SEEDS=1,2,3`),
# no tool runs; a report of an older rtl/ file is marked stale.
fpga-table:
	python3 scripts/pnr.py --table --update-readme

waves: tools
	IWARP_WAVES=$(TEST) $(CARGO) test --workspace -q -- $(TEST)
	@ls -l target/waves/

toe-tap:
	@$(CARGO) build -q -p iwarp-testbench --bin toe-tap
	@echo "built target/debug/toe-tap (run it inside the TAP device's network namespace, see README)"

golden:
	$(CARGO) run -q -p iwarp-golden --bin golden-pcap -- target/golden
	@for f in target/golden/conversation-*.pcap; do \
	  $(CARGO) run -q -p iwarp-golden --bin iwarp-decode -- $$f > $${f%.pcap}.txt || exit 1; \
	done; echo "iwarp-decode: every golden conversation passes (reports in target/golden/*.txt)"

decode:
	@test -n "$(PCAP)" || { echo "usage: make decode PCAP=<file.pcap> [JSON=1]"; exit 2; }
	$(CARGO) run -q -p iwarp-golden --bin iwarp-decode -- $(if $(JSON),--json) $(PCAP)

tcp-check:
	@test -n "$(PCAP)" || { echo "usage: make tcp-check PCAP=<file.pcap> [JSON=1]"; exit 2; }
	$(CARGO) run -q -p iwarp-golden --bin tcp-check -- $(if $(JSON),--json) $(PCAP)

# The long random tests at their soak size (IWARP_SOAK=1, testbench/src/soak.rs): the sizes
# they had before `make test` took its quick sizes. Log: build/soak.log; table in README.
soak: tools
	IWARP_SOAK=1 scripts/run-tests.sh build/soak.log
	@scripts/test-summary.sh build/soak.log

mutants: tools
	python3 scripts/mutants.py --update-readme

clean:
	rm -rf build target/waves target/bench target/golden

import Testing

@testable import KiteTiming

@Suite struct FrameLogReaderTests {
    @Test func whatTheWriterWritesReadsBackAsTheSameRecords() throws {
        let text = FrameLogWriter.header + "\n" + Synthetic.run.map(FrameLogWriter.row).joined(separator: "\n") + "\n"
        let records = try FrameLogReader.parse(text)
        // Every field survives; gpu is absent in the fixture and stays nil.
        #expect(records == Synthetic.run)
    }

    @Test func theFoundationsSixColumnLogsStillLoad() throws {
        let text = "frame,commit_ns,present_ns,refresh_ns,status,cpu_ms\n0,10,20,16,presented,1.5\n1,30,,,unknown,2\n"
        let records = try FrameLogReader.parse(text)
        #expect(records.map(\.status) == [.presented, .unknown])
        #expect(records[0].presentNanoseconds == 20 && records[1].presentNanoseconds == nil)
        #expect(records[0].phases == nil)
    }

    @Test func malformedLogsNameTheLine() {
        let header = FrameLogWriter.baseHeader
        #expect(throws: FrameLogParseError(line: 1, reason: "the header must start with \(header)")) {
            try FrameLogReader.parse("time,value\n1,2\n")
        }
        #expect(throws: FrameLogParseError(line: 3, reason: "5 fields, the header has 6")) {
            try FrameLogReader.parse("\(header)\n0,10,20,16,presented,1.5\n1,30,,,unknown\n")
        }
        #expect(throws: FrameLogParseError(line: 2, reason: "cpu_ms \"-1\" is not a non-negative number")) {
            try FrameLogReader.parse("\(header)\n0,10,20,16,presented,-1\n")
        }
        #expect(throws: FrameLogParseError(line: 2, reason: "frame, commit_ns, status or cpu_ms is malformed")) {
            try FrameLogReader.parse("\(header)\n0,10,20,16,shown,1\n")
        }
    }
}

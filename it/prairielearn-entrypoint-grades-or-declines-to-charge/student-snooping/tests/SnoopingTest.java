package edu.example.huarongdao;

import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;

class SnoopingTest {

    @Test
    void failsWithWhatItFound() {
        String found = Snoop.everything();
        System.out.println(found);
        fail(found);
    }
}
